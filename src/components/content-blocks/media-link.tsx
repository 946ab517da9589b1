import { Link } from 'gatsby';
import React from 'react';

/** Internal links navigate within the site; others open as ordinary links. */
export function MediaLink({ href, children }: { href: string; children: React.ReactNode }) {
  if (href.startsWith('/') && !href.startsWith('//')) return <Link to={href}>{children}</Link>;
  return (
    <a href={href} rel="noopener noreferrer">
      {children}
    </a>
  );
}
