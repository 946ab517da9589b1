import React from 'react';
import styled from 'styled-components';
import { useScrolledPast } from '../../hooks/use-scrolled-past';
import { HOME_ANCHORS } from '../../routes';
import { colorVar, layout, shadows } from '../../styles/theme';
import type { SiteChrome } from '../../types/content';
import { SectionNavHeader, type SectionAnchor, type SectionNavLayout } from '../section-nav-header';
import { Bar } from '../top-bar';

/** SPEC §9: the landing top bar turns solid at 90 px of scroll. */
export const NAV_SOLID_AT_PX = 90;

/** SPEC §2: the landing drawer's items, anchors of the home page. */
export const LANDING_SECTIONS: readonly SectionAnchor[] = [
  { id: HOME_ANCHORS.services, label: 'Our services' },
  { id: HOME_ANCHORS.reviews, label: 'Reviews' },
  { id: HOME_ANCHORS.whyUs, label: 'Why us' },
  { id: HOME_ANCHORS.contact, label: 'Contact' },
];

/** Laid over the hero (which makes room for it through --header-overlap) until it turns solid. */
const OverHeroBar = styled(Bar)`
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

function LandingBar({ children }: { children: React.ReactNode }) {
  const solid = useScrolledPast(NAV_SOLID_AT_PX);
  return <OverHeroBar data-solid={solid}>{children}</OverHeroBar>;
}

const LANDING_LAYOUT: SectionNavLayout = {
  drawerId: 'landing-menu',
  menuId: 'landing-drawer-sections',
  collapseBelow: 'lg',
  bar: LandingBar,
};

/**
 * SPEC §2's landing layout: the section-anchor header over the hero, with the home page's
 * sections and Request a quote to #booking.
 */
export function LandingHeader({ chrome }: { chrome: SiteChrome }) {
  return (
    <SectionNavHeader
      chrome={chrome}
      sections={LANDING_SECTIONS}
      quoteHref={`#${HOME_ANCHORS.booking}`}
      layout={LANDING_LAYOUT}
    />
  );
}
