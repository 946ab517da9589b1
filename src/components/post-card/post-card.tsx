import { Link } from 'gatsby';
import React from 'react';
import styled from 'styled-components';
import { space } from '../../styles/theme';
import type { BlogPostSummary } from '../../types/content';
import { MediaImage } from '../media-image';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid var(--color-border);
  border-radius: 14px;
  background: var(--color-surface);
  h3 {
    margin: ${space(3)} ${space(4)} ${space(2)};
    font-size: 1.15rem;
  }
  p {
    margin: 0 ${space(4)} ${space(4)};
    color: var(--color-muted);
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
        <Link to={post.path}>{post.name}</Link>
      </h3>
      <p>
        <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
        {post.category ? ` · ${post.category.name}` : null}
      </p>
      <p>{post.summary}</p>
    </Card>
  );
}
