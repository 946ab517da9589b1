/**
 * What the seeded CMS must show, taken from the seed content itself (not from the site's code),
 * plus the fixed routes of SPEC.md §2.
 */
import { allPages, blogCategories, blogPosts, homePage, internationalPage } from '../../cms/src/seed/content';
import type { Block } from '../../cms/src/seed/types';
import type { RichTextNode } from '../../cms/src/seed/rich-text';

export { SPEC_ROUTES } from '../spec-routes';

export interface ExpectedRoute {
  path: string;
  title: string;
  /** Texts the server-sent HTML must carry, one per content block part. */
  texts: string[];
  /** Alternative texts of images the HTML must carry. */
  alts: string[];
}

const inlineText = (node: { children?: unknown[]; text?: string }): string =>
  node.text ?? (node.children ?? []).map((child) => inlineText(child as { text?: string })).join('');

const richTexts = (nodes: RichTextNode[]): string[] =>
  nodes.flatMap((node) => (node.type === 'list' ? node.children.map(inlineText) : [inlineText(node)]));

/** The visible text of a Markdown block, line by line and cell by cell. */
export const markdownTexts = (markdown: string): string[] =>
  markdown
    .split('\n')
    .flatMap((line) => (line.trim().startsWith('|') ? line.split('|') : [line]))
    .map((part) =>
      part
        .replace(/^\s*(#{1,6}|[-*+]|\d+\.|>)\s+/, '')
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/(\*\*|__|\*|_|`)/g, '')
        .trim(),
    )
    .filter((text) => text && !/^:?-{3,}:?$/.test(text));

/** The texts a block shows, in order; an optional field left empty is dropped by blockTexts. */
function shownTexts(block: Block): (string | undefined)[] {
  switch (block.__component) {
    case 'blocks.rich-text':
      return richTexts(block.JSONContent);
    case 'blocks.title':
      return [block.Title, block.SubTitle];
    case 'blocks.image':
      return [];
    case 'blocks.content':
      return markdownTexts(block.Content);
    case 'blocks.list-item':
      return [block.Item, block.Content];
    case 'blocks.checklist':
      return [block.Title, block.ContentChecklist, ...block.List.map((entry) => entry.Text)];
    case 'blocks.card':
      return [block.Subtitle, block.Content];
    case 'blocks.state-card':
      return [block.From, block.To];
    case 'blocks.qa':
      return [block.Question, block.Answer];
    case 'blocks.index':
      return [block.Index];
  }
}

const present = (texts: (string | undefined)[]): string[] => texts.filter((text): text is string => Boolean(text));

export const blockTexts = (blocks: Block[]): { texts: string[]; alts: string[] } => ({
  texts: present(blocks.flatMap(shownTexts)),
  alts: present(blocks.map((block) => (block.__component === 'blocks.image' ? block.Alt : undefined))),
});

export const seededRoutes = (): ExpectedRoute[] => [
  { path: '/', title: homePage.title, texts: [homePage.subtitle], alts: [] },
  { path: '/international', title: internationalPage.title, texts: [internationalPage.subtitle], alts: [] },
  { path: '/blog', title: 'Blog', texts: [], alts: [] },
  { path: '/_app', title: 'Get a vehicle shipping quote', texts: [], alts: [] },
  ...allPages.map((page) => ({ path: `/${page.path}`, title: page.Title, ...blockTexts(page.Content) })),
  ...blogPosts.map((post) => ({ path: `/blog/${post.Slug}`, title: post.Name, ...blockTexts(post.Content) })),
  ...blogCategories.map((category) => ({
    path: `/blog/category/${category.slug}`,
    title: category.name,
    texts: blogPosts.filter((post) => post.category === category.slug).map((post) => post.Name),
    alts: [],
  })),
];
