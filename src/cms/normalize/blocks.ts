import type { ContentBlock, HeadingStyle, RichTextNode } from '../../types/content';
import type { StrapiBlock } from '../schema';
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

/** Turns a page's or post's dynamic zone into the site's content blocks. */
export function normalizeBlocks(raw: StrapiBlock[] | null | undefined, mediaBaseUrl: string): BlockNormalizeResult {
  const blocks: ContentBlock[] = [];
  const skipped: string[] = [];
  (raw ?? []).forEach((block, position) => {
    const id = `${'id' in block && block.id ? block.id : position}`;
    switch (block.__typename) {
      case 'STRAPI_ComponentBlocksRichText': {
        const { JSONContent } = block as Extract<StrapiBlock, { __typename: 'STRAPI_ComponentBlocksRichText' }>;
        const nodes = Array.isArray(JSONContent) ? JSONContent : [];
        blocks.push({ kind: 'rich-text', id, nodes: nodes.map((node) => withAbsoluteImage(node, mediaBaseUrl)) });
        break;
      }
      case 'STRAPI_ComponentBlocksTitle': {
        const b = block as Extract<StrapiBlock, { __typename: 'STRAPI_ComponentBlocksTitle' }>;
        const style = HEADING_STYLES.includes(b.Style as HeadingStyle) ? (b.Style as HeadingStyle) : 'h2';
        blocks.push({ kind: 'title', id, title: b.Title, subtitle: b.SubTitle ?? null, style });
        break;
      }
      case 'STRAPI_ComponentBlocksImage': {
        const b = block as Extract<StrapiBlock, { __typename: 'STRAPI_ComponentBlocksImage' }>;
        blocks.push({
          kind: 'image',
          id,
          image: normalizeMedia(b.blockImage, mediaBaseUrl),
          alt: b.Alt?.trim() || null,
        });
        break;
      }
      case 'STRAPI_ComponentBlocksContent': {
        const b = block as Extract<StrapiBlock, { __typename: 'STRAPI_ComponentBlocksContent' }>;
        blocks.push({ kind: 'content', id, markdown: b.markdown ?? '' });
        break;
      }
      case 'STRAPI_ComponentBlocksListItem': {
        const b = block as Extract<StrapiBlock, { __typename: 'STRAPI_ComponentBlocksListItem' }>;
        const icon = ICONS.find((name) => name === b.Icon) ?? 'Arrow';
        blocks.push({ kind: 'list-item', id, item: b.Item, icon, content: b.listContent ?? null });
        break;
      }
      case 'STRAPI_ComponentBlocksChecklist': {
        const b = block as Extract<StrapiBlock, { __typename: 'STRAPI_ComponentBlocksChecklist' }>;
        blocks.push({
          kind: 'checklist',
          id,
          title: b.Title,
          text: b.ContentChecklist ?? null,
          items: (b.List ?? []).map((entry) => entry.Text),
        });
        break;
      }
      case 'STRAPI_ComponentBlocksCard': {
        const b = block as Extract<StrapiBlock, { __typename: 'STRAPI_ComponentBlocksCard' }>;
        blocks.push({
          kind: 'card',
          id,
          image: normalizeMedia(b.cardImage, mediaBaseUrl),
          subtitle: b.Subtitle,
          content: b.cardContent,
        });
        break;
      }
      case 'STRAPI_ComponentBlocksStateCard': {
        const b = block as Extract<StrapiBlock, { __typename: 'STRAPI_ComponentBlocksStateCard' }>;
        blocks.push({ kind: 'state-card', id, from: b.From, to: b.To, distance: b.Distance });
        break;
      }
      case 'STRAPI_ComponentBlocksQa': {
        const b = block as Extract<StrapiBlock, { __typename: 'STRAPI_ComponentBlocksQa' }>;
        blocks.push({ kind: 'qa', id, question: b.Question, answer: b.Answer });
        break;
      }
      case 'STRAPI_ComponentBlocksIndex': {
        const b = block as Extract<StrapiBlock, { __typename: 'STRAPI_ComponentBlocksIndex' }>;
        blocks.push({ kind: 'index', id, index: b.Index });
        break;
      }
      default:
        skipped.push(block.__typename.replace(/^STRAPI_/, ''));
    }
  });
  return { blocks, skipped };
}
