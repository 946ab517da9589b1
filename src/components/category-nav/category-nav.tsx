import { Link } from 'gatsby';
import React from 'react';
import styled from 'styled-components';
import { ROUTES } from '../../routes';
import { colorVar, radii, space, typeScale, weights } from '../../styles/theme';
import { wrappingList } from '../../styles/patterns';
import type { BlogCategory } from '../../types/content';

const Nav = styled.nav`
  ul {
    ${wrappingList}
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.5rem;
    padding: 0 ${space(4)};
    border: 1px solid ${colorVar('border')};
    border-radius: ${radii.pill};
    background: ${colorVar('surface')};
    color: ${colorVar('heading')};
    font-size: ${typeScale.sm};
    font-weight: ${weights.medium};
    text-decoration: none;
  }
  a:hover {
    border-color: ${colorVar('borderStrong')};
  }
  a[aria-current='page'] {
    border-color: ${colorVar('brand')};
    background: ${colorVar('brand')};
    color: #fff;
  }
`;

/** The blog's categories as links: all posts first, then each category's page. */
export function CategoryNav({ categories, current }: { categories: BlogCategory[]; current: string | null }) {
  return (
    <Nav aria-label="Blog categories">
      <ul>
        <li>
          <Link to={ROUTES.blog} aria-current={current === null ? 'page' : undefined}>
            All posts
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.slug}>
            <Link to={category.path} aria-current={current === category.slug ? 'page' : undefined}>
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
