import styled, { keyframes } from 'styled-components';
import { menuGroupColumns } from '../../styles/patterns';
import { colorVar, fonts, layers, layout, media, motion, shadows, space, typeScale, weights } from '../../styles/theme';

/** SPEC §2 and §9: the 80 px rail on the left, desktop only. */
export const Rail = styled.nav`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: ${layers.rail};
  display: flex;
  flex-direction: column;
  align-items: stretch;
  width: ${layout.railWidth};
  --color-focus: ${colorVar('accent')};
  background: ${colorVar('chrome')};
  color: ${colorVar('onChrome')};
  border-right: 1px solid color-mix(in srgb, ${colorVar('onChrome')} 8%, transparent);
  ${media.mobile} {
    display: none;
  }
`;

export const RailHome = styled.div`
  display: grid;
  flex: none;
  place-items: center;
  height: ${layout.headerHeight};
`;

export const Entries = styled.ul`
  flex: 1;
  margin: 0;
  padding: ${space(2)} 0;
  list-style: none;
  overflow-y: auto;
  scrollbar-width: none;
`;

const entryLook = `
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space(1.5)};
  width: 100%;
  min-height: 68px;
  padding: ${space(2)} ${space(1)};
  border: 0;
  background: transparent;
  color: ${colorVar('onChromeMuted')};
  font: inherit;
  font-size: 0.6875rem;
  font-weight: ${weights.semibold};
  line-height: 1.2;
  letter-spacing: 0.01em;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition: color ${motion.fast} ease, background-color ${motion.fast} ease;
  &::before {
    content: '';
    position: absolute;
    left: 0;
    top: 14px;
    bottom: 14px;
    width: 3px;
    border-radius: 0 3px 3px 0;
    background: transparent;
  }
  &:hover,
  &[aria-expanded='true'] {
    color: ${colorVar('onChrome')};
    background: ${colorVar('chromeRaised')};
    text-decoration: none;
  }
  &[data-current='true'] {
    color: ${colorVar('onChrome')};
  }
  &[data-current='true']::before {
    background: ${colorVar('accent')};
  }
  &[data-current='true'] svg {
    color: ${colorVar('accent')};
  }
  &:focus-visible {
    outline: 2px solid ${colorVar('focus')};
    outline-offset: -4px;
  }
`;

export const EntryButton = styled.button`
  ${entryLook}
`;

export const EntryLink = styled.a`
  ${entryLook}
`;

export const RailFoot = styled.div`
  display: grid;
  flex: none;
  justify-items: center;
  gap: ${space(3)};
  padding: ${space(3)} 0 ${space(5)};
  border-top: 1px solid color-mix(in srgb, ${colorVar('onChrome')} 10%, transparent);
`;

const slideIn = keyframes`
  from { opacity: 0; transform: translateX(-10px); }
  to { opacity: 1; transform: none; }
`;

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** Dims the page behind an open fly-out; inside the rail's stacking context, under the panel. */
export const Scrim = styled.div`
  position: fixed;
  inset: 0 0 0 ${layout.railWidth};
  z-index: 1;
  background: ${colorVar('scrim')};
  animation: ${fadeIn} ${motion.base} ease;
`;

/** A fly-out: full height beside the rail, as wide as its tree needs. */
export const Panel = styled.div<{ $wide: boolean }>`
  position: fixed;
  top: 0;
  bottom: 0;
  left: ${layout.railWidth};
  z-index: ${layers.flyout};
  width: ${({ $wide }) => ($wide ? 'min(52rem, calc(100vw - 8rem))' : 'min(24rem, calc(100vw - 8rem))')};
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${space(8)} ${space(8)} ${space(10)};
  background: ${colorVar('surfaceRaised')};
  color: ${colorVar('text')};
  border-right: 1px solid ${colorVar('border')};
  box-shadow: ${shadows.lg};
  text-align: left;
  animation: ${slideIn} ${motion.base} ${motion.ease};
  &[hidden] {
    display: none;
  }
`;

export const PanelHead = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space(4)};
  margin-bottom: ${space(6)};
  padding-bottom: ${space(4)};
  border-bottom: 1px solid ${colorVar('border')};
  h2 {
    margin: 0;
    font-size: ${typeScale.xl};
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${space(1)};
    font-size: ${typeScale.sm};
    font-weight: ${weights.semibold};
    white-space: nowrap;
    text-decoration: none;
  }
`;

export const Groups = styled.ul`
  columns: 13rem;
  ${menuGroupColumns}
  ul ul {
    margin-left: ${space(1)};
    padding-left: ${space(3)};
    border-left: 1px solid ${colorVar('border')};
  }
  a {
    line-height: 1.4;
  }
  a:hover {
    color: ${colorVar('heading')};
  }
  a[aria-current='page'] {
    color: ${colorVar('link')};
    font-weight: ${weights.semibold};
  }
  > li > a[data-group='true'] {
    font-family: ${fonts.sans};
    font-size: ${typeScale.base};
    font-weight: ${weights.semibold};
    color: ${colorVar('heading')};
  }
`;
