import { Link } from 'gatsby';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import React from 'react';
import styled from 'styled-components';
import { colorVar, radii, space, typeScale, weights } from '../../styles/theme';
import { pageNumbers } from './page-numbers';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${space(2)};
  margin-top: ${space(10)};
  ol {
    display: flex;
    gap: ${space(1.5)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const box = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space(1.5)};
  min-width: 2.75rem;
  height: 2.75rem;
  padding: 0 ${space(3)};
  border-radius: ${radii.pill};
  font-size: ${typeScale.sm};
  font-weight: ${weights.medium};
`;

const PageLink = styled(Link)`
  ${box}
  border: 1px solid ${colorVar('border')};
  background: ${colorVar('surface')};
  color: ${colorVar('heading')};
  text-decoration: none;
  &:hover {
    border-color: ${colorVar('borderStrong')};
  }
  &[aria-current='page'] {
    border-color: ${colorVar('brand')};
    background: ${colorVar('brand')};
    color: #fff;
  }
`;

const Gap = styled.span`
  ${box}
  min-width: 1.5rem;
  padding: 0;
  color: ${colorVar('muted')};
`;

interface PaginationProps {
  current: number;
  count: number;
  /** The route of page n. */
  pathOf: (page: number) => string;
  label: string;
}

/** Numbered pages with previous and next: real links, so every page is reachable without JavaScript. */
export function Pagination({ current, count, pathOf, label }: PaginationProps) {
  if (count <= 1) return null;
  return (
    <Nav aria-label={label}>
      {current > 1 ? (
        <PageLink to={pathOf(current - 1)} rel="prev">
          <ChevronLeft size={18} aria-hidden="true" focusable="false" />
          Newer
        </PageLink>
      ) : null}
      <ol>
        {pageNumbers(current, count).map((n, index) => (
          <li key={n ?? `gap-${index}`}>
            {n === null ? (
              <Gap aria-hidden="true">…</Gap>
            ) : (
              <PageLink to={pathOf(n)} aria-current={n === current ? 'page' : undefined} aria-label={`Page ${n}`}>
                {n}
              </PageLink>
            )}
          </li>
        ))}
      </ol>
      {current < count ? (
        <PageLink to={pathOf(current + 1)} rel="next">
          Older
          <ChevronRight size={18} aria-hidden="true" focusable="false" />
        </PageLink>
      ) : null}
    </Nav>
  );
}
