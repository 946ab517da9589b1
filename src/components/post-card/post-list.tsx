import React from 'react';
import styled from 'styled-components';
import { space } from '../../styles/theme';
import type { BlogPostSummary } from '../../types/content';
import { PostCard } from './post-card';

/** A list of post cards in columns, each card as tall as its row. */
const List = styled.ol`
  display: grid;
  gap: ${space(6)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 19rem), 1fr));
  margin: ${space(8)} 0 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
  }
  > li > * {
    flex: 1;
  }
`;

/** The posts of a blog list or category page, under a heading for screen readers; the first card's image loads at once. */
export function PostList({ heading, posts }: { heading: string; posts: BlogPostSummary[] }) {
  return (
    <>
      <h2 className="visually-hidden" id="posts">
        {heading}
      </h2>
      <List aria-labelledby="posts">
        {posts.map((post, index) => (
          <li key={post.slug}>
            <PostCard post={post} first={index === 0} />
          </li>
        ))}
      </List>
    </>
  );
}
