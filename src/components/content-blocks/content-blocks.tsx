import Markdown from 'markdown-to-jsx';
import React from 'react';
import styled from 'styled-components';
import { space } from '../../styles/theme';
import type { ContentBlock } from '../../types/content';
import { MediaImage, MISSING_ALT_TEXT } from '../media-image';
import { anchorFor } from './anchor';
import { MediaLink } from './media-link';
import { RichText } from './rich-text';

const Card = styled.section`
  margin: ${space(6)} 0;
  padding: ${space(5)};
  border: 1px solid var(--color-border);
  border-radius: 12px;
  background: var(--color-surface);
`;

const Toc = styled.nav`
  margin: ${space(6)} 0;
  padding: ${space(4)} ${space(5)};
  border-left: 4px solid var(--color-accent);
  background: var(--color-surface);
`;

const Markdownish = styled.div`
  overflow-x: auto;
`;

const LIST_ICONS: Record<'Arrow' | 'Person' | 'Link', string> = { Arrow: '→', Person: '👤', Link: '🔗' };

function Block({ block }: { block: ContentBlock }) {
  switch (block.kind) {
    case 'rich-text':
      return <RichText nodes={block.nodes} />;
    case 'title': {
      const Heading = block.style;
      return (
        <>
          <Heading id={anchorFor(block.title)}>{block.title}</Heading>
          {block.subtitle ? <p>{block.subtitle}</p> : null}
        </>
      );
    }
    case 'image':
      return block.image ? (
        <figure>
          <MediaImage media={block.image} alt={block.alt} sizes="(max-width: 768px) 100vw, 46rem" />
        </figure>
      ) : (
        <p>{block.alt || MISSING_ALT_TEXT}</p>
      );
    case 'content':
      return (
        <Markdownish>
          <Markdown options={{ disableParsingRawHTML: true, overrides: { a: { component: MediaLink } } }}>
            {block.markdown}
          </Markdown>
        </Markdownish>
      );
    case 'list-item':
      return (
        <p>
          <span aria-hidden="true">{LIST_ICONS[block.icon]} </span>
          <strong>{block.item}</strong>
          {block.content ? ` ${block.content}` : null}
        </p>
      );
    case 'checklist':
      return (
        <Card>
          <h3>{block.title}</h3>
          {block.text ? <p>{block.text}</p> : null}
          <ul>
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Card>
      );
    case 'card':
      return (
        <Card>
          {block.image ? <MediaImage media={block.image} sizes="(max-width: 768px) 100vw, 46rem" /> : null}
          <h3>{block.subtitle}</h3>
          <p>{block.content}</p>
        </Card>
      );
    case 'state-card':
      return (
        <Card>
          <h3>
            {block.from} to {block.to}
          </h3>
          <p>{block.distance.toLocaleString('en-US')} miles</p>
        </Card>
      );
    case 'qa':
      return (
        <details>
          <summary>{block.question}</summary>
          <p>{block.answer}</p>
        </details>
      );
    case 'index':
      return null;
    default:
      return null;
  }
}

/** Renders a page's or post's content blocks; Index entries become one table of contents. */
export function ContentBlocks({ blocks }: { blocks: ContentBlock[] }) {
  const index = blocks.filter((block): block is Extract<ContentBlock, { kind: 'index' }> => block.kind === 'index');
  return (
    <>
      {index.length > 0 ? (
        <Toc aria-label="Table of contents">
          <strong>On this page</strong>
          <ol>
            {index.map((entry) => (
              <li key={entry.id}>
                <a href={`#${anchorFor(entry.index)}`}>{entry.index}</a>
              </li>
            ))}
          </ol>
        </Toc>
      ) : null}
      {blocks.map((block) => (
        <Block key={`${block.kind}-${block.id}`} block={block} />
      ))}
    </>
  );
}
