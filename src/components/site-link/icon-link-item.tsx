import React from 'react';
import { Icon, type IconName } from '../icon';
import { SiteLink } from './site-link';

interface IconLinkItemProps {
  href: string;
  icon: IconName;
  children: React.ReactNode;
}

/** A list's link led by its icon: the ways to reach us in the drawer and in Chat Now's offer. */
export function IconLinkItem({ href, icon, children }: IconLinkItemProps) {
  return (
    <li>
      <SiteLink href={href}>
        <Icon name={icon} size={18} />
        {children}
      </SiteLink>
    </li>
  );
}
