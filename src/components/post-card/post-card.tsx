import { Link } from 'gatsby';
import React from 'react';
import styled from 'styled-components';
import { colorVar, motion, radii, shadows, space, typeScale, weights } from '../../styles/theme';
import type { BlogPostSummary } from '../../types/content';
import { MediaImage } from '../media-image';
import { startPageLoading, startsNavigation } from '../page-loading';

/** The whole card is the post's link (its heading's link stretched over it). */
const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${colorVar('border')};
  border-radius: ${radii.lg};
  background: ${colorVar('surface')};
  transition:
    box-shadow ${motion.base} ease,
    transform ${motion.base} ease;
  &:hover {
    box-shadow: ${shadows.md};
    transform: translateY(-2px);
  }
  &:focus-within {
    outline: 2px solid ${colorVar('focus')};
    outline-offset: 2px;
  }
  h3 {
    margin: ${space(4)} ${space(5)} ${space(2)};
    font-size: ${typeScale.lg};
  }
  h3 a {
    color: ${colorVar('heading')};
    text-decoration: none;
  }
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  h3 a:focus-visible {
    outline: none;
  }
  p {
    margin: 0 ${space(5)} ${space(4)};
    color: ${colorVar('muted')};
  }
  p:first-of-type {
    font-size: ${typeScale.sm};
    font-weight: ${weights.medium};
  }
`;

export const formatLongDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function PostCard({ post }: { post: BlogPostSummary }) {
  return (
    <Card>
      {post.featuredImage ? (
        <MediaImage media={post.featuredImage} alt="" sizes="(max-width: 768px) 100vw, 24rem" />
      ) : null}
      <h3>
        <Link
          to={post.path}
          onClick={(event: React.MouseEvent<HTMLAnchorElement>) => {
            // SPEC §2: a card that navigates to a post shows the page-loading indicator.
            if (startsNavigation(event)) startPageLoading();
          }}
        >
          {post.name}
        </Link>
      </h3>
      <p>
        <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
        {post.category ? ` · ${post.category.name}` : null}
      </p>
      <p>{post.summary}</p>
    </Card>
  );
}
