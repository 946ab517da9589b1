/** Builders for the seed's content blocks, so pages read like outlines: title('Prices'), qa(q, a). */
import type { Block, HeadingStyle, MediaFile } from './types';

/** A title block: a section's heading. */
export type Heading = Extract<Block, { __component: 'blocks.title' }>;
/** A section of a page: its heading, then its blocks. */
export type Section = [heading: Heading, ...blocks: Block[]];

export const title = (Title: string, SubTitle?: string, Style: HeadingStyle = 'h2'): Heading =>
  SubTitle ? { __component: 'blocks.title', Title, SubTitle, Style } : { __component: 'blocks.title', Title, Style };
export const image = (Image: MediaFile, Alt: string): Block => ({ __component: 'blocks.image', Image, Alt });
export const md = (...lines: string[]): Block => ({ __component: 'blocks.content', Content: lines.join('\n') });
export const index = (Index: string): Block => ({ __component: 'blocks.index', Index });
export const item = (Item: string, Icon: 'Arrow' | 'Person' | 'Link', Content?: string): Block =>
  Content ? { __component: 'blocks.list-item', Item, Icon, Content } : { __component: 'blocks.list-item', Item, Icon };
export const checklist = (Title: string, List: string[], ContentChecklist?: string): Block => ({
  __component: 'blocks.checklist',
  Title,
  ...(ContentChecklist ? { ContentChecklist } : {}),
  List: List.map((Text) => ({ Text })),
});
export const card = (Subtitle: string, Content: string, Image?: MediaFile): Block =>
  Image ? { __component: 'blocks.card', Image, Subtitle, Content } : { __component: 'blocks.card', Subtitle, Content };
export const route = (From: string, To: string, Distance: number): Block => ({
  __component: 'blocks.state-card',
  From,
  To,
  Distance,
});
export const qa = (Question: string, Answer: string): Block => ({ __component: 'blocks.qa', Question, Answer });

/**
 * A table of contents, the introduction shown below it and the sections it lists: each entry is
 * its section's own heading, so the two cannot drift apart.
 */
export const contents = (introduction: Block[], ...sections: Section[]): Block[] => [
  ...sections.map(([heading]) => index(heading.Title)),
  ...introduction,
  ...sections.flat(),
];
