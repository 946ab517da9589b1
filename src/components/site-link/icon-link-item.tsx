import React from 'react';
import styled from 'styled-components';
import { weights } from '../../styles/theme';
import { Icon, type IconName } from '../icon';
import { SiteLink } from './site-link';

/** The icon and its text on one line; a long e-mail address wraps anywhere rather than overflow. */
const Line = styled(SiteLink)`
  display: flex;
  align-items: center;
  font-weight: ${weights.medium};
  overflow-wrap: anywhere;
`;

interface IconLinkItemProps {
  href: string;
  icon: IconName;
  children: React.ReactNode;
}

/** A list's link led by its icon: the ways to reach us in the drawer and in Chat Now's offer. */
export function IconLinkItem({ href, icon, children }: IconLinkItemProps) {
  return (
    <li>
      <Line href={href}>
        <Icon name={icon} size={18} />
        {children}
      </Line>
    </li>
  );
}
