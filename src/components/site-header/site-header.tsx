import React from 'react';
import { sideMenu } from '../../menu/menu-items';
import type { SiteChrome } from '../../types/content';
import { Wordmark } from '../brand';
import { GET_A_QUOTE, HeaderActions, HeaderDrawer, useHeaderDrawer } from '../header-menu';
import { IconRail } from '../icon-rail';
import { MenuTree } from '../menu-tree';
import { Bar, Inner, StickyHeader } from '../top-bar';

interface SiteHeaderProps {
  chrome: SiteChrome;
  path: string;
}

/**
 * SPEC §2's site header. Desktop: the icon rail with its fly-outs and theme toggle, and a bar
 * with the phone and Get a quote, staying at the top as the page scrolls. Mobile: a sticky bar whose menu button opens the full-screen
 * drawer (Quote and call buttons, the menu, e-mail and phone, the theme switch).
 */
export function SiteHeader({ chrome, path }: SiteHeaderProps) {
  const { settings } = chrome;
  const items = sideMenu(chrome.menu);
  const drawer = useHeaderDrawer('site-menu');
  return (
    <StickyHeader>
      <IconRail items={items} path={path} siteName={settings.siteName} />
      <Bar>
        <Inner>
          <Wordmark siteName={settings.siteName} show="words-on-desktop" />
          <HeaderActions contact={settings} quote={GET_A_QUOTE} drawer={drawer} drawerBelow="md" />
        </Inner>
      </Bar>
      <HeaderDrawer drawer={drawer} settings={settings} quote={GET_A_QUOTE} menuId="drawer-menu" menuTitle="Menu">
        <MenuTree items={items} path={path} />
      </HeaderDrawer>
    </StickyHeader>
  );
}
