import React from 'react';
import styled from 'styled-components';
import { colorVar, radii, space, typeScale } from '../../styles/theme';
import type { ContentBlock } from '../../types/content';
import { FaqAccordion } from '../faq-accordion';
import { titleAnchors } from './anchor';
import { CardBlocks } from './card-block';
import { ChecklistBlock } from './checklist-block';
import { ImageBlock } from './image-block';
import { ListItemBlocks } from './list-item-block';
import { MarkdownBlock } from './markdown-block';
import { RichText } from './rich-text';
import { StateCard } from './state-card';
import { TitleBlock } from './title-block';

type Kind = ContentBlock['kind'];
type BlockOf<K extends Kind> = Extract<ContentBlock, { kind: K }>;

/** Kinds shown together when they follow one another: a run of cards is one grid, a run of
 *  questions one accordion. */
const GROUPED = new Set<Kind>(['card', 'list-item', 'qa', 'state-card']);

type Piece = { kind: 'single'; block: ContentBlock } | { kind: 'group'; of: Kind; blocks: ContentBlock[] };

export function groupBlocks(blocks: ContentBlock[]): Piece[] {
  const pieces: Piece[] = [];
  for (const block of blocks) {
    const last = pieces.at(-1);
    if (GROUPED.has(block.kind) && last?.kind === 'group' && last.of === block.kind) last.blocks.push(block);
    else if (GROUPED.has(block.kind)) pieces.push({ kind: 'group', of: block.kind, blocks: [block] });
    else pieces.push({ kind: 'single', block });
  }
  return pieces;
}

/** The blocks laid out only near the screen (see Prose). */
const CONTAINED_BLOCKS = (['image', 'state-card', 'checklist', 'qa', 'list-item'] as const)
  .map((kind) => `[data-block='${kind}']`)
  .join(', ');

/** The reading styles of everything a block may contain. */
const Prose = styled.div`
  font-size: ${typeScale.md};
  line-height: 1.7;
  > p,
  [data-block='rich-text'] p,
  [data-block='content'] p {
    margin: 0 0 ${space(4)};
  }
  [data-block='rich-text'],
  [data-block='content'] {
    ul,
    ol {
      margin: 0 0 ${space(4)};
      padding-left: ${space(6)};
    }
    li + li {
      margin-top: ${space(1.5)};
    }
    li::marker {
      color: ${colorVar('muted')};
    }
  }
  blockquote {
    margin: ${space(6)} 0;
    padding: ${space(4)} ${space(5)};
    border-left: 4px solid ${colorVar('accent')};
    border-radius: 0 ${radii.md} ${radii.md} 0;
    background: ${colorVar('surface')};
    color: ${colorVar('heading')};
    font-style: italic;
  }
  blockquote p {
    margin: 0;
  }
  [data-block='rich-text'] h2,
  [data-block='content'] h2 {
    margin-top: ${space(10)};
    font-size: ${typeScale.xxl};
  }
  [data-block='rich-text'] h3,
  [data-block='content'] h3 {
    margin-top: ${space(8)};
    font-size: ${typeScale.xl};
  }
  code {
    padding: 0.1em 0.35em;
    border-radius: 4px;
    background: ${colorVar('surfaceSunken')};
    font-size: 0.9em;
  }
  pre {
    overflow-x: auto;
    padding: ${space(4)};
    border-radius: ${radii.md};
    background: ${colorVar('surfaceSunken')};
  }
  pre code {
    padding: 0;
  }
  > :first-child {
    margin-top: 0;
  }
  /*
   * The blocks with a box of their own (figures, route cards, checklists, questions, lists) are
   * styled and laid out only when they near the screen: on a service page they are most of the
   * work before its first paint. Their contents' margins stay inside them already, so the page
   * lays out the same; text blocks, whose paragraphs' margins meet their neighbours', are not.
   * About a block's height until then.
   */
  ${CONTAINED_BLOCKS} {
    content-visibility: auto;
    contain-intrinsic-size: auto 400px;
  }
  /* A jump to an anchor (the table of contents) lays them out first, so it lands where it aims. */
  :root:has(:target) & :is(${CONTAINED_BLOCKS}) {
    content-visibility: visible;
  }
`;

const StateCards = styled.div`
  display: grid;
  gap: ${space(4)};
  margin: ${space(8)} 0;
`;

interface BlockProps {
  block: ContentBlock;
  anchors: Map<string, string>;
}

function Block({ block, anchors }: BlockProps) {
  switch (block.kind) {
    case 'rich-text':
      return (
        <div data-block="rich-text">
          <RichText nodes={block.nodes} />
        </div>
      );
    case 'title':
      return (
        <TitleBlock
          title={block.title}
          subtitle={block.subtitle}
          style={block.style}
          anchor={anchors.get(block.id) ?? block.id}
        />
      );
    case 'image':
      return <ImageBlock image={block.image} alt={block.alt} />;
    case 'content':
      return <MarkdownBlock markdown={block.markdown} />;
    case 'checklist':
      return <ChecklistBlock title={block.title} text={block.text} items={block.items} />;
    // Index entries make the table of contents (see tableOfContents), not text in place.
    case 'index':
      return null;
    default:
      return null;
  }
}

function Group({ of, blocks }: { of: Kind; blocks: ContentBlock[] }) {
  switch (of) {
    case 'card':
      return <CardBlocks cards={blocks as BlockOf<'card'>[]} />;
    case 'list-item':
      return <ListItemBlocks items={blocks as BlockOf<'list-item'>[]} />;
    case 'qa':
      return <FaqAccordion entries={blocks as BlockOf<'qa'>[]} />;
    case 'state-card':
      return (
        <StateCards>
          {(blocks as BlockOf<'state-card'>[]).map((card) => (
            <StateCard key={card.id} from={card.from} to={card.to} distance={card.distance} estimate={card.estimate} />
          ))}
        </StateCards>
      );
    default:
      return null;
  }
}

/** A page's or post's content blocks (SPEC §3), in the editor's order. */
export function ContentBlocks({ blocks }: { blocks: ContentBlock[] }) {
  const anchors = titleAnchors(blocks);
  return (
    <Prose>
      {groupBlocks(blocks).map((piece) =>
        piece.kind === 'single' ? (
          <Block key={`${piece.block.kind}-${piece.block.id}`} block={piece.block} anchors={anchors} />
        ) : (
          <Group key={`${piece.of}-${piece.blocks[0].id}`} of={piece.of} blocks={piece.blocks} />
        ),
      )}
    </Prose>
  );
}
