import { css } from 'styled-components';
import { colorVar, motion, radii, shadows } from '../../styles/theme';

/**
 * The surface of a card that is one link (its heading's link stretched over it): post, page and
 * service cards. It lifts on hover and shows the focus ring when its link has focus.
 */
export const linkCardSurface = css`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${colorVar('border')};
  border-radius: ${radii.lg};
  background: ${colorVar('surface')};
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
