import { Link } from 'gatsby';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import React from 'react';
import styled from 'styled-components';
import { colorVar, media, space, typeScale, weights } from '../../styles/theme';
import { linkTile } from '../../styles/patterns';
import type { BlogPostSummary } from '../../types/content';

const Nav = styled.nav`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space(4)};
  margin-top: ${space(12)};
  padding-top: ${space(8)};
  border-top: 1px solid ${colorVar('border')};
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
  a {
    display: grid;
    gap: ${space(1)};
    padding: ${space(4)} ${space(5)};
    ${linkTile}
  }
  a[rel='next'] {
    grid-column: 2;
    text-align: right;
    ${media.mobile} {
      grid-column: 1;
    }
  }
  small {
    display: inline-flex;
    gap: ${space(1.5)};
    align-items: center;
    color: ${colorVar('muted')};
    font-size: ${typeScale.xs};
    font-weight: ${weights.medium};
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  a[rel='next'] small {
    justify-content: flex-end;
  }
`;

interface MorePostsProps {
  newer: BlogPostSummary | null;
  older: BlogPostSummary | null;
}

/** The links to the older and the newer post below a post; nothing when it has neither. */
export function MorePosts({ newer, older }: MorePostsProps) {
  if (!newer && !older) return null;
  return (
    <Nav aria-label="Newer and older posts">
      {older ? (
        <Link to={older.path} rel="prev">
          <small>
            <ArrowLeft size={14} aria-hidden="true" focusable="false" />
            Older post
          </small>
          {older.name}
        </Link>
      ) : null}
      {newer ? (
        <Link to={newer.path} rel="next">
          <small>
            Newer post
            <ArrowRight size={14} aria-hidden="true" focusable="false" />
          </small>
          {newer.name}
        </Link>
      ) : null}
    </Nav>
  );
}
