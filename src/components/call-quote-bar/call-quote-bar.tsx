import React from 'react';
import styled from 'styled-components';
import { colorVar, layers, media, motion, shadows, space } from '../../styles/theme';
import { ButtonLink } from '../button';
import type { QuoteLink } from '../header-menu';
import { Icon } from '../icon';
import { useHeroFormGone } from './use-hero-form-gone';

/** How tall the bar is on a phone: the page keeps this much room at its end, so the bar never covers the footer. */
export const CALL_QUOTE_BAR_ROOM = '76px';

const Bar = styled.aside<{ $shown: boolean }>`
  display: none;
  ${media.mobile} {
    position: fixed;
    right: 0;
    bottom: 0;
    left: 0;
    z-index: ${layers.header};
    display: grid;
    grid-auto-columns: 1fr;
    grid-auto-flow: column;
    gap: ${space(2)};
    padding: ${space(3)} ${space(3)} calc(${space(3)} + env(safe-area-inset-bottom, 0px));
    border-top: 1px solid ${colorVar('border')};
    background: ${colorVar('surfaceRaised')};
    box-shadow: ${shadows.md};
    /* Moved, never resized: the page under it does not shift. */
    transform: translateY(${({ $shown }) => ($shown ? '0' : 'calc(100% + 16px)')});
    visibility: ${({ $shown }) => ($shown ? 'visible' : 'hidden')};
    transition:
      transform ${motion.base} ${motion.ease},
      visibility ${motion.base};
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

export interface CallQuoteBarProps {
  phone?: { number: string; href: string };
  quote: QuoteLink;
  /** The page's hero form, by element id: the bar waits until it has scrolled away. */
  heroFormIds: readonly string[];
}

/**
 * On a phone, once the hero's quote form has scrolled away: Call and Get a quote, always a thumb
 * away at the bottom of the screen. Hidden while the visitor types (the keyboard needs the room)
 * and when the form is back in view.
 */
export function CallQuoteBar({ phone, quote, heroFormIds }: CallQuoteBarProps) {
  const shown = useHeroFormGone(heroFormIds);
  return (
    // A landmark of its own (complementary), like the header and the footer it stands in for.
    <Bar $shown={shown} aria-label="Call or get a quote" data-testid="call-quote-bar" data-shown={shown}>
      {phone ? (
        <ButtonLink href={phone.href} variant="secondary" aria-label={`Call ${phone.number}`}>
          <Icon name="phone" size={18} />
          Call
        </ButtonLink>
      ) : null}
      <ButtonLink href={quote.href}>{quote.label}</ButtonLink>
    </Bar>
  );
}
