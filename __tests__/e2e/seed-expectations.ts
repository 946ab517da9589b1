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

export function blockTexts(blocks: Block[]): { texts: string[]; alts: string[] } {
  const texts: string[] = [];
  const alts: string[] = [];
  for (const block of blocks) {
    switch (block.__component) {
      case 'blocks.rich-text':
        texts.push(...richTexts(block.JSONContent));
        break;
      case 'blocks.title':
        texts.push(block.Title, ...(block.SubTitle ? [block.SubTitle] : []));
        break;
      case 'blocks.image':
        alts.push(block.Alt);
        break;
      case 'blocks.content':
        texts.push(...markdownTexts(block.Content));
        break;
      case 'blocks.list-item':
        texts.push(block.Item, ...(block.Content ? [block.Content] : []));
        break;
      case 'blocks.checklist':
        texts.push(
          block.Title,
          ...(block.ContentChecklist ? [block.ContentChecklist] : []),
          ...block.List.map((entry) => entry.Text),
        );
        break;
      case 'blocks.card':
        texts.push(block.Subtitle, block.Content);
        break;
      case 'blocks.state-card':
        texts.push(block.From, block.To);
        break;
      case 'blocks.qa':
        texts.push(block.Question, block.Answer);
        break;
      case 'blocks.index':
        texts.push(block.Index);
        break;
    }
  }
  return { texts: texts.filter(Boolean), alts: alts.filter(Boolean) };
}

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
