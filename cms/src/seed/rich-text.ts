/**
 * Builders for Strapi's JSON rich text (the Blocks editor format), so seed content reads like
 * prose: p('Plain ', b('bold'), ' and ', a('a link', '/blog')).
 */
export interface TextNode {
  type: 'text';
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strikethrough?: boolean;
  code?: boolean;
}
export interface LinkNode {
  type: 'link';
  url: string;
  children: TextNode[];
}
export type InlineNode = TextNode | LinkNode;
export interface ParagraphNode {
  type: 'paragraph';
  children: InlineNode[];
}
export interface HeadingNode {
  type: 'heading';
  level: 1 | 2 | 3 | 4 | 5 | 6;
  children: InlineNode[];
}
export interface ListItemNode {
  type: 'list-item';
  children: InlineNode[];
}
export interface ListNode {
  type: 'list';
  format: 'ordered' | 'unordered';
  children: ListItemNode[];
}
export interface QuoteNode {
  type: 'quote';
  children: InlineNode[];
}
export type RichTextNode = ParagraphNode | HeadingNode | ListNode | QuoteNode;
export type RichText = RichTextNode[];

type Inline = string | InlineNode;

const inline = (parts: Inline[]): InlineNode[] =>
  parts.map((part) => (typeof part === 'string' ? { type: 'text', text: part } : part));

export const b = (text: string): TextNode => ({ type: 'text', text, bold: true });
export const i = (text: string): TextNode => ({ type: 'text', text, italic: true });
export const a = (text: string, url: string): LinkNode => ({
  type: 'link',
  url,
  children: [{ type: 'text', text }],
});
export const p = (...parts: Inline[]): ParagraphNode => ({ type: 'paragraph', children: inline(parts) });
export const h = (level: HeadingNode['level'], text: string): HeadingNode => ({
  type: 'heading',
  level,
  children: [{ type: 'text', text }],
});
const list =
  (format: ListNode['format']) =>
  (...items: (Inline | Inline[])[]): ListNode => ({
    type: 'list',
    format,
    children: items.map((item) => ({
      type: 'list-item',
      children: inline(Array.isArray(item) ? item : [item]),
    })),
  });
export const ul = list('unordered');
export const ol = list('ordered');
export const quote = (...parts: Inline[]): QuoteNode => ({ type: 'quote', children: inline(parts) });

/** A rich-text block for a page's dynamic zone. */
export const richText = (...nodes: RichTextNode[]) => ({
  __component: 'blocks.rich-text' as const,
  JSONContent: nodes,
});
