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
  background: ${colorVar('surface')};
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

function Table(props: React.TableHTMLAttributes<HTMLTableElement>) {
  return (
    <TableScroller tabIndex={0} role="region" aria-label="Table">
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
