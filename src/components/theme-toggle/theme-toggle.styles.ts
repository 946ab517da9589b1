import styled from 'styled-components';
import { roundIconButton } from '../../styles/patterns';
import { colorVar, motion, radii, space, weights } from '../../styles/theme';

/** The icon rail's and top bars' toggle: a round icon button. */
export const IconSwitch = styled.button`
  ${roundIconButton}
  transition: background-color ${motion.fast} ease;
  &:focus-visible {
    outline: 2px solid ${colorVar('focus')};
    outline-offset: 2px;
  }
`;

/** The drawer's labelled switch: text, then a track with its thumb. */
export const LabelledSwitch = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(4)};
  width: 100%;
  min-height: 52px;
  padding: ${space(2)} ${space(4)};
  border: 1px solid ${colorVar('border')};
  border-radius: ${radii.md};
  background: ${colorVar('surfaceSunken')};
  color: ${colorVar('text')};
  font: inherit;
  font-weight: ${weights.medium};
  cursor: pointer;
  > span:first-child {
    display: inline-flex;
    align-items: center;
    gap: ${space(3)};
  }
`;

export const Track = styled.span`
  position: relative;
  flex: none;
  width: 48px;
  height: 28px;
  border-radius: ${radii.pill};
  background: ${colorVar('borderStrong')};
  transition: background-color ${motion.base} ease;
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background: #fff;
    box-shadow: 0 1px 3px rgb(0 0 0 / 30%);
    transition: transform ${motion.base} ${motion.ease};
  }
  [aria-checked='true'] > & {
    background: ${colorVar('brand')};
  }
  [aria-checked='true'] > &::after {
    transform: translateX(20px);
  }
`;
