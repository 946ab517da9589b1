import type { ContentBlock } from '../../types/content';

/** The id a title gets, so table-of-contents entries can link to it. */
export const anchorFor = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'section';

/** Each Title block's id, by block id: its text as an anchor, numbered when a text repeats. */
export function titleAnchors(blocks: ContentBlock[]): Map<string, string> {
  const anchors = new Map<string, string>();
  const used = new Map<string, number>();
  for (const block of blocks) {
    if (block.kind !== 'title') continue;
    const base = anchorFor(block.title);
    const count = (used.get(base) ?? 0) + 1;
    used.set(base, count);
    anchors.set(block.id, count === 1 ? base : `${base}-${count}`);
  }
  return anchors;
}

export interface TocEntry {
  label: string;
  /** The id of the Title block the entry points at. */
  anchor: string;
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The table of contents: the Index entries in their order, each pointing at the first Title
 * block with the same text. An entry whose title is missing would link nowhere, so it is left out.
 */
export function tableOfContents(blocks: ContentBlock[]): TocEntry[] {
  const anchors = titleAnchors(blocks);
  const titles = blocks.filter((block): block is Extract<ContentBlock, { kind: 'title' }> => block.kind === 'title');
  return blocks.flatMap((block) => {
    if (block.kind !== 'index') return [];
    const target = titles.find((title) => sameText(title.title, block.index));
    const anchor = target && anchors.get(target.id);
    return anchor ? [{ label: block.index, anchor }] : [];
  });
}
