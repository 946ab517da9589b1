import React from 'react';
import styled from 'styled-components';
import { sideMenu } from '../../menu/menu-items';
import { media } from '../../styles/theme';
import type { SiteChrome } from '../../types/content';
import { Wordmark } from '../brand';
import { GET_A_QUOTE, HeaderActions, HeaderDrawer, useHeaderDrawer } from '../header-menu';
import { IconRail } from '../icon-rail';
import { MenuTree } from '../menu-tree';
import { Bar, Inner } from '../top-bar';

const TopBar = styled(Bar)`
  ${media.desktop} {
    position: relative;
  }
`;

interface SiteHeaderProps {
  chrome: SiteChrome;
  path: string;
}

/**
 * SPEC §2's site header. Desktop: the icon rail with its fly-outs and theme toggle, and a bar
 * with the phone and Get a quote. Mobile: a sticky bar whose menu button opens the full-screen
 * drawer (Quote and call buttons, the menu, e-mail and phone, the theme switch).
 */
export function SiteHeader({ chrome, path }: SiteHeaderProps) {
  const { settings } = chrome;
  const items = sideMenu(chrome.menu);
  const drawer = useHeaderDrawer('site-menu');
  return (
    <header>
      <IconRail items={items} path={path} siteName={settings.siteName} />
      <TopBar $sticky>
        <Inner>
          <Wordmark siteName={settings.siteName} show="words-on-desktop" />
          <HeaderActions contact={settings} quote={GET_A_QUOTE} drawer={drawer} drawerBelow="md" />
        </Inner>
      </TopBar>
      <HeaderDrawer drawer={drawer} settings={settings} quote={GET_A_QUOTE} menuId="drawer-menu" menuTitle="Menu">
        <MenuTree items={items} path={path} />
      </HeaderDrawer>
    </header>
  );
}
