import React, { useCallback, useState } from 'react';
import type { SiteChrome } from '../../types/content';
import { Wordmark } from '../brand';
import { ButtonLink } from '../button';
import { DrawerActions, DrawerButton, DrawerContact, DrawerLinks, DrawerSection, MobileDrawer } from '../mobile-drawer';
import { ThemeToggle } from '../theme-toggle';
import { Above, Actions, Bar, Below, Inner, NavLinks, PhoneLink } from '../top-bar';

/** One section of the page the nav jumps to. */
export interface SectionAnchor {
  id: string;
  label: string;
}

interface SectionNavHeaderProps {
  chrome: SiteChrome;
  sections: SectionAnchor[];
  /** Where Request a quote goes: the page's own quote form. */
  quoteHref: string;
}

const DRAWER_ID = 'section-menu';

/**
 * SPEC §2's alternative header: a 70 px sticky nav with the page's section anchors, the phone link
 * and Request a quote. Where the anchors do not fit on one line they move into a drawer.
 */
export function SectionNavHeader({ chrome, sections, quoteHref }: SectionNavHeaderProps) {
  const { settings } = chrome;
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <header>
      <Bar $sticky>
        <Inner>
          <Wordmark siteName={settings.siteName} />
          <Above $from="xl">
            <nav aria-label="Sections">
              <NavLinks>
                {sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.label}</a>
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
            <ButtonLink href={quoteHref} size="small">
              Request a quote
            </ButtonLink>
            <Below $from="xl">
              <DrawerButton controls={DRAWER_ID} open={open} onOpen={() => setOpen(true)} />
            </Below>
          </Actions>
        </Inner>
      </Bar>
      <MobileDrawer
        id={DRAWER_ID}
        label="Menu"
        open={open}
        onClose={close}
        heading={<Wordmark siteName={settings.siteName} />}
      >
        <DrawerActions contact={settings} quoteHref={quoteHref} quoteLabel="Request a quote" />
        <DrawerSection aria-labelledby="section-drawer-title">
          <h2 id="section-drawer-title">On this page</h2>
          <nav aria-labelledby="section-drawer-title">
            <DrawerLinks>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.label}</a>
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
