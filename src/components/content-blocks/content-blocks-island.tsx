import type { ContentBlock } from '../../types/content';
import { island } from '../island';

type Blocks = typeof import('./content-blocks');

/**
 * A page's or post's content blocks as an island that wakes when reached: a hydrated page keeps the
 * server's HTML for them (text, figures, tables and links work as they are) and its first load
 * neither evaluates nor hydrates their code (the Markdown renderer, every block). The one part that
 * runs is the questions' accordion: a question pressed before the code came is pressed again once
 * it has. A page rendered in the browser (a client-side navigation) loads them at once.
 */
export const ContentBlocksIsland = island<{ blocks: ContentBlock[] }>({
  name: 'content-blocks',
  server: __RENDERS_HTML__ ? (require('./content-blocks') as Blocks).ContentBlocks : null,
  load: () => import('./content-blocks').then((blocks) => blocks.ContentBlocks),
});
