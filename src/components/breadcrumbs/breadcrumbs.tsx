import { Link } from 'gatsby';
import React from 'react';
import styled from 'styled-components';
import { ROUTES } from '../../routes';
import { space } from '../../styles/theme';
import { wrappingList } from '../../styles/patterns';

const Nav = styled.nav`
  ol {
    ${wrappingList}
  }
  li + li::before {
    content: '/';
    margin-right: ${space(2)};
    opacity: 0.6;
  }
`;

export interface Crumb {
  title: string;
  path: string;
}

/** Where every trail starts. */
export const HOME_CRUMB: Crumb = { title: 'Home', path: ROUTES.home };

/** The blog's step in the trail of its categories and posts. */
export const BLOG_CRUMB: Crumb = { title: 'Blog', path: ROUTES.blog };

/** Where the page sits: Home, then its ancestors; the page itself is the heading below. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <Nav aria-label="Breadcrumb">
      <ol>
        {[HOME_CRUMB, ...trail].map((crumb) => (
          <li key={crumb.path}>
            <Link to={crumb.path}>{crumb.title}</Link>
          </li>
        ))}
      </ol>
    </Nav>
  );
}
