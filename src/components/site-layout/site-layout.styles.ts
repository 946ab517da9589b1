import styled from 'styled-components';
import { colorVar, layers, layout, media, radii, space, weights } from '../../styles/theme';
import { CALL_QUOTE_BAR_ROOM } from '../call-quote-bar';

/** Beside the icon rail on desktop when the page wears the site header. */
export const Frame = styled.div<{ $rail: boolean; $overlap: boolean }>`
  --header-overlap: ${({ $overlap }) => ($overlap ? layout.headerHeight : '0px')};
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  ${media.desktop} {
    margin-left: ${({ $rail }) => ($rail ? layout.railWidth : '0')};
  }
  /* Room for the phone's Call / Get a quote bar, always kept: it never shifts the page when it comes. */
  ${media.mobile} {
    padding-bottom: ${CALL_QUOTE_BAR_ROOM};
  }
`;

export const Main = styled.main`
  flex: 1;
  &:focus {
    outline: none;
  }
`;

export const SkipLink = styled.a`
  position: fixed;
  top: ${space(3)};
  left: ${space(3)};
  z-index: ${layers.loading};
  padding: ${space(3)} ${space(5)};
  border-radius: ${radii.pill};
  background: ${colorVar('accent')};
  color: ${colorVar('onAccent')};
  font-weight: ${weights.semibold};
  text-decoration: none;
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;
