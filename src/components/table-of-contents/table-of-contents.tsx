import React from 'react';
import styled from 'styled-components';
import { colorVar, radii, space, typeScale } from '../../styles/theme';
import { asideLabel, stackedList } from '../../styles/patterns';

export interface TableOfContentsEntry {
  label: string;
  anchor: string;
}

const Nav = styled.nav`
  padding: ${space(5)};
  border: 1px solid ${colorVar('border')};
  border-radius: ${radii.lg};
  background: ${colorVar('surface')};
  h2 {
    ${asideLabel}
  }
  ol {
    ${stackedList(space(1))}
    counter-reset: toc;
  }
  li {
    counter-increment: toc;
  }
  a {
    display: grid;
    grid-template-columns: 1.75rem 1fr;
    padding: ${space(1.5)} ${space(2)};
    border-radius: ${radii.sm};
    color: ${colorVar('text')};
    font-size: ${typeScale.sm};
    line-height: 1.4;
    text-decoration: none;
  }
  a::before {
    content: counter(toc, decimal-leading-zero);
    color: ${colorVar('muted')};
    font-variant-numeric: tabular-nums;
  }
  a:hover {
    background: ${colorVar('surfaceSunken')};
    color: ${colorVar('heading')};
  }
`;

/** The table of contents the Index entries make: each entry links to its section. */
export function TableOfContents({ entries }: { entries: TableOfContentsEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <Nav aria-labelledby="table-of-contents">
      <h2 id="table-of-contents">On this page</h2>
      <ol>
        {entries.map((entry) => (
          <li key={entry.anchor}>
            <a href={`#${entry.anchor}`}>{entry.label}</a>
          </li>
        ))}
      </ol>
    </Nav>
  );
}
