import React from 'react';
import { Helmet } from 'react-helmet';
import { pageUrl } from '../../routes';
import type { SiteChrome } from '../../types/content';
import { DEFAULT_SHARE_IMAGE, shareImageUrl, type ShareImage } from './page-meta';
import { jsonLd, organization, type StructuredData } from './structured-data';

interface SeoProps {
  chrome: Pick<SiteChrome, 'settings' | 'siteUrl'>;
  /** The page's own title: the document title adds the site's name after it. */
  title: string;
  description: string;
  /** The page's route, for its canonical URL. */
  path: string;
  /** Kept out of search results (src/routes.ts isNoindex); the page still names its canonical URL. */
  noindex?: boolean;
  /** The page's own picture; pages without one are shared with the site's share card. */
  image?: ShareImage | null;
  /** A post: shared as an article, with its dates and category. */
  article?: { publishedAt: string; updatedAt: string | null; section: string | null };
  /** The page's JSON-LD, beside the Organization that every page carries (null entries are left out). */
  structuredData?: (StructuredData | null)[];
}

/** Every page's <head> for search engines and link previews: title, description, canonical URL,
 *  robots, Open Graph, Twitter card and JSON-LD. */
export function Seo({
  chrome,
  title,
  description,
  path,
  noindex = false,
  image,
  article,
  structuredData = [],
}: SeoProps) {
  const { settings, siteUrl } = chrome;
  const fullTitle = title === settings.siteName ? title : `${title} | ${settings.siteName}`;
  const url = pageUrl(siteUrl, path);
  const picture = image ?? DEFAULT_SHARE_IMAGE;
  const pictureUrl = shareImageUrl(siteUrl, picture);
  const entities = [organization(chrome), ...structuredData].filter((entity): entity is StructuredData =>
    Boolean(entity),
  );
  return (
    <Helmet htmlAttributes={{ lang: 'en' }}>
      <title>{fullTitle}</title>
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="canonical" href={url} />
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex, follow" /> : null}
      <meta property="og:type" content={article ? 'article' : 'website'} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={settings.siteName} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:image" content={pictureUrl} />
      {picture.width ? <meta property="og:image:width" content={String(picture.width)} /> : null}
      {picture.height ? <meta property="og:image:height" content={String(picture.height)} /> : null}
      <meta property="og:image:alt" content={picture.alt} />
      {article ? <meta property="article:published_time" content={article.publishedAt} /> : null}
      {article ? <meta property="article:modified_time" content={article.updatedAt ?? article.publishedAt} /> : null}
      {article?.section ? <meta property="article:section" content={article.section} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={pictureUrl} />
      <meta name="twitter:image:alt" content={picture.alt} />
      {entities.map((entity) => (
        <script key={entity['@type']} type="application/ld+json">
          {jsonLd(entity)}
        </script>
      ))}
    </Helmet>
  );
}
