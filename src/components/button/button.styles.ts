import { css } from 'styled-components';
import {
  buttonSizes,
  buttonVariants,
  motion,
  radii,
  weights,
  type ButtonSize,
  type ButtonVariant,
} from '../../styles/theme';

export interface ButtonLookProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $block?: boolean;
}

/**
 * One look for <button> and link buttons, from the theme's variant and size tokens. Doubled
 * class specificity, so a container's own link colours never repaint a button.
 */
export const buttonLook = css<ButtonLookProps>`
  && {
    display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
    width: ${({ $block }) => ($block ? '100%' : 'auto')};
    align-items: center;
    justify-content: center;
    gap: ${({ $size }) => buttonSizes[$size].gap};
    min-height: ${({ $size }) => buttonSizes[$size].height};
    padding: 0 ${({ $size }) => buttonSizes[$size].paddingX};
    border: 1px solid ${({ $variant }) => buttonVariants[$variant].border};
    border-radius: ${radii.pill};
    background: ${({ $variant }) => buttonVariants[$variant].background};
    color: ${({ $variant }) => buttonVariants[$variant].color};
    font: inherit;
    font-size: ${({ $size }) => buttonSizes[$size].fontSize};
    font-weight: ${weights.semibold};
    line-height: 1.2;
    letter-spacing: 0.005em;
    text-align: center;
    text-decoration: none;
    white-space: nowrap;
    cursor: pointer;
    transition:
      background-color ${motion.fast} ease,
      transform ${motion.fast} ease,
      box-shadow ${motion.fast} ease;
    &:hover {
      background: ${({ $variant }) => buttonVariants[$variant].hoverBackground};
      text-decoration: none;
    }
    &:active {
      transform: translateY(1px);
    }
    &:focus-visible {
      outline: 2px solid var(--color-focus);
      outline-offset: 3px;
    }
    &:disabled,
    &[aria-disabled='true'] {
      cursor: not-allowed;
      opacity: 0.55;
    }
    svg {
      flex: none;
    }
  }
`;
