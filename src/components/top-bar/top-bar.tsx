import React from 'react';
import styled from 'styled-components';
import { colorVar, layers, layout, media, motion, radii, space, typeScale, weights } from '../../styles/theme';
import type { SiteSettings } from '../../types/content';
import { Icon } from '../icon';

/**
 * Every header variant's own element, which stays at the top of the screen as the page scrolls
 * (SPEC §2: a sticky top bar), so the phone and the quote action are always in reach. It holds the
 * bar, the icon rail and the drawer, so it stands at the drawer's layer: above the page, below the
 * page-loading indicator.
 */
export const StickyHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${layers.drawer};
`;

/** The 70 px bar (SPEC §9) that every header variant is built on: navy chrome, white text. */
export const Bar = styled.div`
  position: relative;
  z-index: ${layers.header};
  height: ${layout.headerHeight};
  /* Focus rings on the navy chrome are gold. */
  --color-focus: ${colorVar('accent')};
  background: ${colorVar('chrome')};
  color: ${colorVar('onChrome')};
  border-bottom: 1px solid color-mix(in srgb, ${colorVar('onChrome')} 10%, transparent);
  transition:
    background-color ${motion.base} ease,
    box-shadow ${motion.base} ease,
    border-color ${motion.base} ease;
`;

export const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(5)};
  height: 100%;
  max-width: ${layout.contentWidth};
  margin: 0 auto;
  padding: 0 ${space(5)};
  ${media.mobile} {
    gap: ${space(2)};
    padding: 0 ${space(3)} 0 ${space(4)};
  }
  /* The narrowest phones keep the mark and drop the words beside it. */
  @media (max-width: 374px) {
    [data-words] {
      display: none;
    }
  }
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  margin-left: auto;
  ${media.mobile} {
    gap: ${space(2)};
  }
`;

export type Threshold = 'md' | 'lg' | 'xl';

/** Below the threshold: SPEC §9's mobile query for md, the width just under lg or xl otherwise. */
const below = (from: Threshold) => (from === 'md' ? media.mobile : media.below(from));

/** Shown from the given width up (and hidden below it). */
export const Above = styled.div<{ $from: Threshold }>`
  display: contents;
  ${({ $from }) => below($from)} {
    display: none;
  }
`;

/** Shown below the given width only: the drawer button. */
export const Below = styled.div<{ $from: Threshold }>`
  display: none;
  ${({ $from }) => below($from)} {
    display: contents;
  }
`;

export const NavLinks = styled.ul`
  display: flex;
  align-items: center;
  gap: ${space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  > li > a,
  > li > button {
    display: inline-flex;
    align-items: center;
    gap: ${space(1)};
    min-height: 40px;
    padding: 0 ${space(2.5)};
    border: 0;
    border-radius: ${radii.pill};
    background: transparent;
    color: inherit;
    font: inherit;
    font-size: ${typeScale.sm};
    font-weight: ${weights.medium};
    white-space: nowrap;
    text-decoration: none;
    cursor: pointer;
  }
  > li > a:hover,
  > li > button:hover,
  > li > button[aria-expanded='true'],
  > li > a[aria-current] {
    background: color-mix(in srgb, currentColor 12%, transparent);
  }
  > li > button svg {
    transition: transform ${motion.fast} ease;
  }
  > li > button[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const Phone = styled.a`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  color: inherit;
  font-weight: ${weights.semibold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  text-decoration: none;
  svg {
    flex: none;
    color: ${colorVar('accent')};
  }
  small {
    display: block;
    color: ${colorVar('onChromeMuted')};
    font-size: 0.6875rem;
    font-weight: ${weights.medium};
    letter-spacing: 0.06em;
    text-transform: uppercase;
    line-height: 1.1;
  }
  span {
    line-height: 1.2;
  }
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${colorVar('focus')};
    outline-offset: 4px;
  }
`;

/** SPEC §2: the phone link of the headers. */
export function PhoneLink({ contact }: { contact: Pick<SiteSettings, 'phones'> }) {
  const [phone] = contact.phones;
  if (!phone) return null;
  return (
    <Phone href={phone.href}>
      <Icon name="phone" size={18} />
      <span>
        <small>Agents 24/7</small>
        {phone.number}
      </span>
    </Phone>
  );
}
