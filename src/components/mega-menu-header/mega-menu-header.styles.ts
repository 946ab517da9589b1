import styled, { keyframes } from 'styled-components';
import { menuGroupColumns } from '../../styles/patterns';
import { colorVar, layers, layout, motion, radii, shadows, space, typeScale, weights } from '../../styles/theme';

const drop = keyframes`
  from { opacity: 0; transform: translateY(-6px); }
  to { opacity: 1; transform: none; }
`;

/** The services sheet spans the bar; the contact panel drops from its own entry. */
export const Item = styled.li<{ $anchor?: boolean }>`
  position: ${({ $anchor }) => ($anchor ? 'relative' : 'static')};
`;

export const MegaPanel = styled.div`
  position: absolute;
  top: ${layout.headerHeight};
  left: 0;
  right: 0;
  z-index: ${layers.flyout};
  background: ${colorVar('surfaceRaised')};
  color: ${colorVar('text')};
  border-bottom: 1px solid ${colorVar('border')};
  box-shadow: ${shadows.lg};
  animation: ${drop} ${motion.base} ${motion.ease};
  &[hidden] {
    display: none;
  }
  > div {
    display: grid;
    grid-template-columns: minmax(0, 1fr) 19rem;
    gap: ${space(10)};
    max-width: ${layout.contentWidth};
    max-height: calc(100vh - ${layout.headerHeight} - 2rem);
    overflow-y: auto;
    margin: 0 auto;
    padding: ${space(8)} ${space(5)} ${space(10)};
  }
`;

export const ContactPanel = styled.div`
  position: absolute;
  top: calc(100% + 15px);
  left: 0;
  z-index: ${layers.flyout};
  width: 23rem;
  padding: ${space(6)};
  border: 1px solid ${colorVar('border')};
  border-top: 0;
  border-radius: 0 0 ${radii.lg} ${radii.lg};
  background: ${colorVar('surfaceRaised')};
  color: ${colorVar('text')};
  box-shadow: ${shadows.lg};
  animation: ${drop} ${motion.base} ${motion.ease};
  &[hidden] {
    display: none;
  }
  h2 {
    margin: 0 0 ${space(2)};
    font-size: ${typeScale.lg};
  }
  p {
    margin: 0 0 ${space(5)};
    color: ${colorVar('muted')};
    font-size: ${typeScale.sm};
  }
`;

export const Groups = styled.ul`
  columns: 12rem;
  ${menuGroupColumns}
  > li > a {
    color: ${colorVar('heading')};
    font-size: ${typeScale.base};
    font-weight: ${weights.semibold};
  }
`;

export const Aside = styled.aside`
  padding: ${space(6)};
  border-radius: ${radii.lg};
  background: ${colorVar('surfaceSunken')};
  align-self: start;
  h2 {
    margin: 0 0 ${space(4)};
    font-size: ${typeScale.lg};
  }
`;
