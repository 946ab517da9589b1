import React, { useCallback, useState } from 'react';
import styled from 'styled-components';
import { sideMenu } from '../../menu/menu-items';
import { ROUTES } from '../../routes';
import { media } from '../../styles/theme';
import type { SiteChrome } from '../../types/content';
import { Wordmark } from '../brand';
import { ButtonLink } from '../button';
import { IconRail } from '../icon-rail';
import { MenuTree } from '../menu-tree';
import { DrawerActions, DrawerButton, DrawerContact, DrawerSection, MobileDrawer } from '../mobile-drawer';
import { Above, Actions, Bar, Below, Inner, PhoneLink } from '../top-bar';

const TopBar = styled(Bar)`
  ${media.desktop} {
    position: relative;
  }
`;

interface SiteHeaderProps {
  chrome: SiteChrome;
  path: string;
}

const DRAWER_ID = 'site-menu';

/**
 * SPEC §2's site header. Desktop: the icon rail with its fly-outs and theme toggle, and a bar
 * with the phone and Get a quote. Mobile: a sticky bar whose menu button opens the full-screen
 * drawer (Quote and call buttons, the menu, e-mail and phone, the theme switch).
 */
export function SiteHeader({ chrome, path }: SiteHeaderProps) {
  const { settings } = chrome;
  const items = sideMenu(chrome.menu);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <header>
      <IconRail items={items} path={path} siteName={settings.siteName} />
      <TopBar $sticky>
        <Inner>
          <Wordmark siteName={settings.siteName} show="words-on-desktop" />
          <Actions>
            <Above $from="md">
              <PhoneLink contact={settings} />
            </Above>
            <ButtonLink href={ROUTES.quoteForm} size="small">
              Get a quote
            </ButtonLink>
            <Below $from="md">
              <DrawerButton controls={DRAWER_ID} open={open} onOpen={() => setOpen(true)} />
            </Below>
          </Actions>
        </Inner>
      </TopBar>
      <MobileDrawer
        id={DRAWER_ID}
        label="Menu"
        open={open}
        onClose={close}
        heading={<Wordmark siteName={settings.siteName} />}
      >
        <DrawerActions contact={settings} quoteHref={ROUTES.quoteForm} quoteLabel="Get a quote" />
        <DrawerSection aria-labelledby="drawer-menu">
          <h2 id="drawer-menu">Menu</h2>
          <nav aria-labelledby="drawer-menu">
            <MenuTree items={items} path={path} />
          </nav>
        </DrawerSection>
        <DrawerContact contact={settings} />
      </MobileDrawer>
    </header>
  );
}
