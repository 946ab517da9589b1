import { Helmet } from 'react-helmet';

type Tag = Record<string, string | undefined>;

/** What the rendered page put in <head> through react-helmet, read as a crawler reads it. */
export function renderedHead() {
  const state = Helmet.peek();
  const metaTags = state.metaTags as unknown as Tag[];
  const linkTags = state.linkTags as unknown as Tag[];
  const scriptTags = state.scriptTags as unknown as Tag[];
  return {
    title: String(state.title),
    lang: (state.htmlAttributes as Tag | undefined)?.lang,
    /** A meta tag's content by its name (description, robots, twitter:…) or property (og:…). */
    meta: (key: string) => metaTags.find((tag) => tag.name === key || tag.property === key)?.content ?? null,
    canonical: linkTags.find((tag) => tag.rel === 'canonical')?.href ?? null,
    /** The JSON-LD scripts, parsed. */
    jsonLd: scriptTags
      .filter((tag) => tag.type === 'application/ld+json')
      .map((tag) => JSON.parse(tag.innerHTML ?? 'null') as { '@type': string } & Record<string, unknown>),
  };
}
