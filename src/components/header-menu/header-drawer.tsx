import React from 'react';
import type { SiteSettings } from '../../types/content';
import { Wordmark } from '../brand';
import { DrawerActions, DrawerContact, DrawerSection, MobileDrawer } from '../mobile-drawer';
import type { QuoteLink } from './header-actions';
import type { HeaderDrawerState } from './use-header-drawer';

interface HeaderDrawerProps {
  drawer: HeaderDrawerState;
  settings: Pick<SiteSettings, 'siteName' | 'phones' | 'email'>;
  quote: QuoteLink;
  /** The id of the header's own menu section, which its heading and nav are labelled by. */
  menuId: string;
  menuTitle: string;
  /** The header's own menu, inside the section's nav. */
  children: React.ReactNode;
}

/**
 * SPEC §2: the drawer every header opens: the Quote and call buttons, the header's own menu,
 * then e-mail, phone and the theme switch.
 */
export function HeaderDrawer({ drawer, settings, quote, menuId, menuTitle, children }: HeaderDrawerProps) {
  return (
    <MobileDrawer
      id={drawer.id}
      label="Menu"
      open={drawer.open}
      onClose={drawer.close}
      heading={<Wordmark siteName={settings.siteName} />}
    >
      <DrawerActions contact={settings} quoteHref={quote.href} quoteLabel={quote.label} />
      <DrawerSection aria-labelledby={menuId}>
        <h2 id={menuId}>{menuTitle}</h2>
        <nav aria-labelledby={menuId}>{children}</nav>
      </DrawerSection>
      <DrawerContact contact={settings} />
    </MobileDrawer>
  );
}
