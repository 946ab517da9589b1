import React from 'react';
import { ROUTES } from '../../routes';
import type { SiteSettings } from '../../types/content';
import { ButtonLink } from '../button';
import { DrawerButton } from '../mobile-drawer';
import { ThemeToggle } from '../theme-toggle';
import { Above, Actions, Below, PhoneLink, type Threshold } from '../top-bar';
import type { HeaderDrawerState } from './use-header-drawer';

/** Where a header's quote button goes, and what it says. */
export interface QuoteLink {
  href: string;
  label: string;
}

/** The site's own quote form, where the site header and the mega menu send Get a quote. */
export const GET_A_QUOTE: QuoteLink = { href: ROUTES.quoteForm, label: 'Get a quote' };

interface HeaderActionsProps {
  contact: Pick<SiteSettings, 'phones'>;
  quote: QuoteLink;
  drawer: HeaderDrawerState;
  /** Below this width the bar's own nav is hidden and the menu button opens the drawer instead. */
  drawerBelow: Threshold;
  /** The icon theme toggle beside the phone (the site header keeps its toggle in the rail). */
  themeToggle?: boolean;
}

/** SPEC §2: the right end of every header's bar: the phone link, the quote button and the menu button. */
export function HeaderActions({ contact, quote, drawer, drawerBelow, themeToggle = false }: HeaderActionsProps) {
  return (
    <Actions>
      <Above $from="md">
        <PhoneLink contact={contact} />
        {themeToggle ? <ThemeToggle appearance="icon" /> : null}
      </Above>
      <ButtonLink href={quote.href} size="small">
        {quote.label}
      </ButtonLink>
      <Below $from={drawerBelow}>
        <DrawerButton controls={drawer.id} open={drawer.open} onOpen={drawer.show} />
      </Below>
    </Actions>
  );
}
