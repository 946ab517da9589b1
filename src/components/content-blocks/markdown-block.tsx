import Markdown from 'markdown-to-jsx';
import React from 'react';
import styled from 'styled-components';
import { colorVar, radii, space, typeScale, weights } from '../../styles/theme';
import { MediaLink } from './media-link';

const Wrapper = styled.div`
  margin: ${space(6)} 0;
`;

/** Wide tables scroll on their own instead of widening the page. */
const TableScroller = styled.div`
  margin: ${space(6)} 0;
  overflow-x: auto;
  border: 1px solid ${colorVar('border')};
  border-radius: ${radii.md};
  /* A shade at the edge that has more to scroll to: the cover gradients scroll with the table and
     hide the shade once that edge is reached. */
  background:
    linear-gradient(to right, ${colorVar('surface')} 30%, transparent) left / 2.5rem 100% no-repeat local,
    linear-gradient(to left, ${colorVar('surface')} 30%, transparent) right / 2.5rem 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, rgb(0 0 0 / 0.2), transparent) left / 0.875rem 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, rgb(0 0 0 / 0.2), transparent) right / 0.875rem 100% no-repeat scroll,
    ${colorVar('surface')};
  table {
    min-width: 32rem;
    font-size: ${typeScale.sm};
  }
  th,
  td {
    border: 0;
    border-bottom: 1px solid ${colorVar('border')};
    padding: ${space(3)} ${space(4)};
    vertical-align: top;
  }
  thead th {
    background: ${colorVar('surfaceSunken')};
    color: ${colorVar('heading')};
    font-weight: ${weights.semibold};
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
`;

/** The text of a part of the tree markdown-to-jsx made. */
const textOf = (node: React.ReactNode): string => {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join(' ');
  if (React.isValidElement<{ children?: React.ReactNode }>(node)) return textOf(node.props.children);
  return '';
};

/** The column headings (the th cells) of a table's part. */
const headingsOf = (node: React.ReactNode): string[] => {
  if (Array.isArray(node)) return node.flatMap(headingsOf);
  if (!React.isValidElement<{ children?: React.ReactNode }>(node)) return [];
  if (node.type === 'th') return [textOf(node.props.children).replace(/\s+/g, ' ').trim()];
  return headingsOf(node.props.children);
};

/** A table's scroller is named by its column headings, so two tables on a page are told apart. */
export const tableName = (children: React.ReactNode): string => {
  const headings = headingsOf(React.Children.toArray(children)).filter(Boolean);
  return headings.length ? `Table: ${headings.join(', ').slice(0, 120)}` : 'Table';
};

function Table(props: React.TableHTMLAttributes<HTMLTableElement>) {
  return (
    <TableScroller tabIndex={0} role="region" aria-label={tableName(props.children)}>
      <table {...props} />
    </TableScroller>
  );
}

const OPTIONS = {
  // Editors write Markdown, not HTML: raw HTML is shown as text, never run.
  disableParsingRawHTML: true,
  overrides: { a: { component: MediaLink }, table: { component: Table } },
};

/** SPEC §3's Content block: Markdown, tables included. */
export function MarkdownBlock({ markdown }: { markdown: string }) {
  return (
    <Wrapper data-block="content">
      <Markdown options={OPTIONS}>{markdown}</Markdown>
    </Wrapper>
  );
}
