import type { ContentBlock, HeadingStyle, RichTextNode } from '../../types/content';
import type { KnownStrapiBlock, StrapiBlock } from '../schema';
import { absoluteMediaUrl, normalizeMedia } from './media';

/** An image inside rich text carries Strapi's relative upload URL; the site needs it absolute. */
const withAbsoluteImage = (node: RichTextNode, mediaBaseUrl: string): RichTextNode =>
  node.type === 'image'
    ? { ...node, image: { ...node.image, url: absoluteMediaUrl(node.image.url, mediaBaseUrl) } }
    : node;

const HEADING_STYLES: HeadingStyle[] = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const ICONS = ['Arrow', 'Person', 'Link'] as const;

export interface BlockNormalizeResult {
  blocks: ContentBlock[];
  /** Block types this build does not know: skipped, and reported as build warnings. */
  skipped: string[];
}

type BlockNormalizers = {
  [Typename in KnownStrapiBlock['__typename']]: (
    block: Extract<KnownStrapiBlock, { __typename: Typename }>,
    id: string,
    mediaBaseUrl: string,
  ) => ContentBlock;
};

/** Each known block type's normalizer, by its GraphQL type name. */
const BY_TYPENAME: BlockNormalizers = {
  STRAPI_ComponentBlocksRichText: ({ JSONContent }, id, mediaBaseUrl) => ({
    kind: 'rich-text',
    id,
    nodes: (Array.isArray(JSONContent) ? JSONContent : []).map((node) => withAbsoluteImage(node, mediaBaseUrl)),
  }),
  STRAPI_ComponentBlocksTitle: (b, id) => ({
    kind: 'title',
    id,
    title: b.Title,
    subtitle: b.SubTitle ?? null,
    style: HEADING_STYLES.includes(b.Style as HeadingStyle) ? (b.Style as HeadingStyle) : 'h2',
  }),
  STRAPI_ComponentBlocksImage: (b, id, mediaBaseUrl) => ({
    kind: 'image',
    id,
    image: normalizeMedia(b.blockImage, mediaBaseUrl),
    alt: b.Alt?.trim() || null,
  }),
  STRAPI_ComponentBlocksContent: (b, id) => ({ kind: 'content', id, markdown: b.markdown ?? '' }),
  STRAPI_ComponentBlocksListItem: (b, id) => ({
    kind: 'list-item',
    id,
    item: b.Item,
    icon: ICONS.find((name) => name === b.Icon) ?? 'Arrow',
    content: b.listContent ?? null,
  }),
  STRAPI_ComponentBlocksChecklist: (b, id) => ({
    kind: 'checklist',
    id,
    title: b.Title,
    text: b.ContentChecklist ?? null,
    items: (b.List ?? []).map((entry) => entry.Text),
  }),
  STRAPI_ComponentBlocksCard: (b, id, mediaBaseUrl) => ({
    kind: 'card',
    id,
    image: normalizeMedia(b.cardImage, mediaBaseUrl),
    subtitle: b.Subtitle,
    content: b.cardContent,
  }),
  STRAPI_ComponentBlocksStateCard: (b, id) => ({
    kind: 'state-card',
    id,
    from: b.From,
    to: b.To,
    distance: b.Distance,
  }),
  STRAPI_ComponentBlocksQa: (b, id) => ({ kind: 'qa', id, question: b.Question, answer: b.Answer }),
  STRAPI_ComponentBlocksIndex: (b, id) => ({ kind: 'index', id, index: b.Index }),
};

const isKnownBlock = (block: StrapiBlock): block is KnownStrapiBlock => Object.hasOwn(BY_TYPENAME, block.__typename);

/** Turns a page's or post's dynamic zone into the site's content blocks. */
export function normalizeBlocks(raw: StrapiBlock[] | null | undefined, mediaBaseUrl: string): BlockNormalizeResult {
  const blocks: ContentBlock[] = [];
  const skipped: string[] = [];
  (raw ?? []).forEach((block, position) => {
    const id = `${'id' in block && block.id ? block.id : position}`;
    if (!isKnownBlock(block)) {
      skipped.push(block.__typename.replace(/^STRAPI_/, ''));
      return;
    }
    // The table's entry for this block's own type name takes this block.
    const normalize = BY_TYPENAME[block.__typename] as (
      block: KnownStrapiBlock,
      id: string,
      mediaBaseUrl: string,
    ) => ContentBlock;
    blocks.push(normalize(block, id, mediaBaseUrl));
  });
  return { blocks, skipped };
}
