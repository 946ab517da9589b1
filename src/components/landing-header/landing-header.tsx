import React, { useCallback, useState } from 'react';
import styled from 'styled-components';
import { useScrolledPast } from '../../hooks/use-scrolled-past';
import { HOME_ANCHORS } from '../../routes';
import { colorVar, layout, shadows } from '../../styles/theme';
import type { SiteChrome } from '../../types/content';
import { Wordmark } from '../brand';
import { ButtonLink } from '../button';
import { DrawerActions, DrawerButton, DrawerContact, DrawerLinks, DrawerSection, MobileDrawer } from '../mobile-drawer';
import { ThemeToggle } from '../theme-toggle';
import { Above, Actions, Bar, Below, Inner, NavLinks, PhoneLink } from '../top-bar';

/** SPEC §9: the landing top bar turns solid at 90 px of scroll. */
export const NAV_SOLID_AT_PX = 90;

/** SPEC §2: the landing drawer's items, anchors of the home page. */
export const LANDING_SECTIONS = [
  { label: 'Our services', href: `#${HOME_ANCHORS.services}` },
  { label: 'Reviews', href: `#${HOME_ANCHORS.reviews}` },
  { label: 'Why us', href: `#${HOME_ANCHORS.whyUs}` },
  { label: 'Contact', href: `#${HOME_ANCHORS.contact}` },
] as const;

const QUOTE_HREF = `#${HOME_ANCHORS.booking}`;

/** Laid over the hero (which makes room for it through --header-overlap) until it turns solid. */
const LandingBar = styled(Bar)`
  margin-bottom: calc(-1 * ${layout.headerHeight});
  &[data-solid='false'] {
    background: transparent;
    border-bottom-color: transparent;
  }
  &[data-solid='true'] {
    box-shadow: ${shadows.md};
  }
  color: ${colorVar('onChrome')};
`;

const DRAWER_ID = 'landing-menu';

/** SPEC §2's landing layout: the sticky top bar, its phone link, Request a quote and drawer. */
export function LandingHeader({ chrome }: { chrome: SiteChrome }) {
  const { settings } = chrome;
  const solid = useScrolledPast(NAV_SOLID_AT_PX);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <header>
      <LandingBar $sticky data-solid={solid}>
        <Inner>
          <Wordmark siteName={settings.siteName} />
          <Above $from="lg">
            <nav aria-label="Sections">
              <NavLinks>
                {LANDING_SECTIONS.map((section) => (
                  <li key={section.href}>
                    <a href={section.href}>{section.label}</a>
                  </li>
                ))}
              </NavLinks>
            </nav>
          </Above>
          <Actions>
            <Above $from="md">
              <PhoneLink contact={settings} />
              <ThemeToggle appearance="icon" />
            </Above>
            <ButtonLink href={QUOTE_HREF} size="small">
              Request a quote
            </ButtonLink>
            <Below $from="lg">
              <DrawerButton controls={DRAWER_ID} open={open} onOpen={() => setOpen(true)} />
            </Below>
          </Actions>
        </Inner>
      </LandingBar>
      <MobileDrawer
        id={DRAWER_ID}
        label="Menu"
        open={open}
        onClose={close}
        heading={<Wordmark siteName={settings.siteName} />}
      >
        <DrawerActions contact={settings} quoteHref={QUOTE_HREF} quoteLabel="Request a quote" />
        <DrawerSection aria-labelledby="landing-drawer-sections">
          <h2 id="landing-drawer-sections">On this page</h2>
          <nav aria-labelledby="landing-drawer-sections">
            <DrawerLinks>
              {LANDING_SECTIONS.map((section) => (
                <li key={section.href}>
                  <a href={section.href}>{section.label}</a>
                </li>
              ))}
            </DrawerLinks>
          </nav>
        </DrawerSection>
        <DrawerContact contact={settings} />
      </MobileDrawer>
    </header>
  );
}
