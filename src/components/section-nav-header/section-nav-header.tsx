import React from 'react';
import type { SiteChrome } from '../../types/content';
import { Wordmark } from '../brand';
import { HeaderActions, HeaderDrawer, useHeaderDrawer } from '../header-menu';
import { DrawerLinks } from '../mobile-drawer';
import { Above, Bar, Inner, NavLinks, StickyHeader, type Threshold } from '../top-bar';

/** One section of the page the nav jumps to. */
export interface SectionAnchor {
  id: string;
  label: string;
}

/** The page's section anchors as list items, for the bar's nav and the drawer's alike. */
function SectionAnchorItems({ sections }: { sections: readonly SectionAnchor[] }) {
  return (
    <>
      {sections.map((section) => (
        <li key={section.id}>
          <a href={`#${section.id}`}>{section.label}</a>
        </li>
      ))}
    </>
  );
}

/**
 * Where the section-anchor headers differ: the landing layout's bar lies over the hero and its
 * anchors fit from a narrower width than the alternative header's.
 */
export interface SectionNavLayout {
  drawerId: string;
  /** The id of the drawer's section of anchors. */
  menuId: string;
  /** Below this width the anchors move into the drawer. */
  collapseBelow: Threshold;
  /** The bar the header is built on. */
  bar: React.ComponentType<{ children: React.ReactNode }>;
}

const ALTERNATIVE_LAYOUT: SectionNavLayout = {
  drawerId: 'section-menu',
  menuId: 'section-drawer-title',
  collapseBelow: 'xl',
  bar: Bar,
};

interface SectionNavHeaderProps {
  chrome: SiteChrome;
  sections: readonly SectionAnchor[];
  /** Where Request a quote goes: the page's own quote form. */
  quoteHref: string;
  layout?: SectionNavLayout;
}

/**
 * SPEC §2's alternative header: a 70 px sticky nav with the page's section anchors, the phone link
 * and Request a quote. Where the anchors do not fit on one line they move into a drawer.
 */
export function SectionNavHeader({ chrome, sections, quoteHref, layout = ALTERNATIVE_LAYOUT }: SectionNavHeaderProps) {
  const { settings } = chrome;
  const { bar: HeaderBar, collapseBelow } = layout;
  const drawer = useHeaderDrawer(layout.drawerId);
  const quote = { href: quoteHref, label: 'Request a quote' };
  return (
    <StickyHeader>
      <HeaderBar>
        <Inner>
          <Wordmark siteName={settings.siteName} />
          <Above $from={collapseBelow}>
            <nav aria-label="Sections">
              <NavLinks>
                <SectionAnchorItems sections={sections} />
              </NavLinks>
            </nav>
          </Above>
          <HeaderActions contact={settings} quote={quote} drawer={drawer} drawerBelow={collapseBelow} themeToggle />
        </Inner>
      </HeaderBar>
      <HeaderDrawer drawer={drawer} settings={settings} quote={quote} menuId={layout.menuId} menuTitle="On this page">
        <DrawerLinks>
          <SectionAnchorItems sections={sections} />
        </DrawerLinks>
      </HeaderDrawer>
    </StickyHeader>
  );
}
