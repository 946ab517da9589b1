import { Link } from 'gatsby';
import React from 'react';
import styled from 'styled-components';
import { BLOG_CRUMB } from '../breadcrumbs';
import { colorVar, radii, space } from '../../styles/theme';
import type { BlogPost } from '../../types/content';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  align-items: center;
  a {
    text-decoration: none;
  }
  a + a {
    padding: ${space(1)} ${space(3)};
    border-radius: ${radii.pill};
    background: color-mix(in srgb, ${colorVar('accent')} 30%, transparent);
  }
`;

/** Above a post's title: the blog, then the post's category as a pill. */
export function PostEyebrow({ category }: { category: BlogPost['category'] }) {
  return (
    <Nav aria-label="Category">
      <Link to={BLOG_CRUMB.path}>{BLOG_CRUMB.title}</Link>
      {category ? <Link to={category.path}>{category.name}</Link> : null}
    </Nav>
  );
}
