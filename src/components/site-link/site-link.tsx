import { Link } from 'gatsby';
import React from 'react';

/** A route of this site (Gatsby prefetches it); anchors on the page, tel:, mailto: and other
 *  sites stay plain links. */
export const isSiteRoute = (href: string): boolean => href.startsWith('/') && !href.startsWith('//');

export type SiteLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string };

export function SiteLink({ href, ...rest }: SiteLinkProps) {
  if (isSiteRoute(href)) return <Link to={href} {...rest} />;
  return <a href={href} {...rest} />;
}

/** A menu's link, marked as the current page (aria-current) where it leads to the page being shown. */
export function MenuLink({ href, path, ...rest }: SiteLinkProps & { path: string }) {
  return <SiteLink href={href} aria-current={href === path ? 'page' : undefined} {...rest} />;
}

/** Where a link goes and what it says. */
export interface LabelledLink {
  label: string;
  href: string;
}

/** Links as list items, for whichever list holds them (the footer's columns, a drawer's links). */
export function LinkItems({ links }: { links: readonly LabelledLink[] }) {
  return (
    <>
      {links.map((link) => (
        <li key={`${link.label}-${link.href}`}>
          <SiteLink href={link.href}>{link.label}</SiteLink>
        </li>
      ))}
    </>
  );
}
