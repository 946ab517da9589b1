import { css } from 'styled-components';
import { colorVar, motion, radii, shadows } from '../../styles/theme';

/** A card's frame: a bordered, rounded surface whose image runs to its edges. */
export const cardFrame = css`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${colorVar('border')};
  border-radius: ${radii.lg};
  background: ${colorVar('surface')};
  .media-image {
    display: block;
    width: 100%;
    background: ${colorVar('surfaceSunken')};
  }
`;

/**
 * The surface of a card that is one link (its heading's link stretched over it): post, page and
 * service cards. It lifts on hover and shows the focus ring when its link has focus.
 */
export const linkCardSurface = css`
  position: relative;
  ${cardFrame}
  transition:
    box-shadow ${motion.base} ease,
    transform ${motion.base} ease;
  &:hover {
    box-shadow: ${shadows.md};
    transform: translateY(-2px);
  }
  &:focus-within {
    outline: 2px solid ${colorVar('focus')};
    outline-offset: 2px;
  }
`;

/** The heading's link covers the whole card; the card, not the link, shows the focus ring. */
export const stretchedHeadingLink = css`
  h3 a {
    color: ${colorVar('heading')};
    text-decoration: none;
  }
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  h3 a:focus-visible {
    outline: none;
  }
`;
