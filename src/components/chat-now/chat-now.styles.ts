import styled from 'styled-components';
import { colorVar, layers, radii, shadows, space, typeScale, weights } from '../../styles/theme';
import { stackedList } from '../../styles/patterns';
import { buttonLook, type ButtonLookProps } from '../button/button.styles';

export const Disclosure = styled.details`
  position: relative;
  display: inline-block;
  > summary {
    list-style: none;
  }
  > summary::-webkit-details-marker {
    display: none;
  }
`;

export const Summary = styled.summary<ButtonLookProps>`
  ${buttonLook}
`;

/** Opens upwards from the footer and downwards elsewhere, and never wider than the screen. */
export const Offer = styled.div<{ $up: boolean }>`
  position: absolute;
  ${({ $up }) => ($up ? 'bottom: calc(100% + 8px);' : 'top: calc(100% + 8px);')}
  left: 0;
  z-index: ${layers.flyout};
  width: min(20rem, calc(100vw - 2.5rem));
  padding: ${space(5)};
  border: 1px solid ${colorVar('border')};
  border-radius: ${radii.lg};
  background: ${colorVar('surfaceRaised')};
  color: ${colorVar('text')};
  box-shadow: ${shadows.lg};
  text-align: left;
  white-space: normal;
  p {
    margin: 0 0 ${space(3)};
    color: ${colorVar('muted')};
    font-size: ${typeScale.sm};
  }
  strong {
    display: block;
    margin-bottom: ${space(1)};
    color: ${colorVar('heading')};
    font-weight: ${weights.semibold};
  }
  ul {
    ${stackedList(space(2))}
  }
  a {
    gap: ${space(2)};
    min-height: 40px;
  }
`;
