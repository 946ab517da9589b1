import { Link } from 'gatsby';
import React from 'react';
import styled from 'styled-components';
import { space } from '../../styles/theme';

const Nav = styled.nav`
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(2)};
    margin: 0;
    padding: 0;
    list-style: none;
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

/** Where the page sits: Home, then its ancestors; the page itself is the heading below. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <Nav aria-label="Breadcrumb">
      <ol>
        {[{ title: 'Home', path: '/' }, ...trail].map((crumb) => (
          <li key={crumb.path}>
            <Link to={crumb.path}>{crumb.title}</Link>
          </li>
        ))}
      </ol>
    </Nav>
  );
}
