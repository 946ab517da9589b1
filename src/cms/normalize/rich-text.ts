import type { RichTextInline, RichTextNode } from '../../types/content';

const inlineText = (nodes: (RichTextInline | RichTextNode)[]): string =>
  nodes
    .map((node) => {
      if (node.type === 'text') return node.text;
      if ('children' in node) return inlineText(node.children as (RichTextInline | RichTextNode)[]);
      return '';
    })
    .join('');

/** The plain text of rich-text nodes, one line per node. */
export const richTextToPlain = (nodes: RichTextNode[]): string =>
  nodes
    .map((node) => ('children' in node ? inlineText(node.children as (RichTextInline | RichTextNode)[]) : ''))
    .filter(Boolean)
    .join(' ');
