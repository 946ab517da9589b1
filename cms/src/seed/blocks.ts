/** Builders for the seed's content blocks, so pages read like outlines: title('Prices'), qa(q, a). */
import type { Block, HeadingStyle, MediaFile } from './types';

export const title = (Title: string, SubTitle?: string, Style: HeadingStyle = 'h2'): Block =>
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
