import { css } from 'styled-components';
import { colorVar, media, motion, radii, shadows, space, typeScale, weights } from './theme';

/** Small capitals' look for labels: semibold, spaced, upper case. */
export const overline = css`
  font-weight: ${weights.semibold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

/** The label heading a box beside an article (its contents, its share buttons). */
export const asideLabel = css`
  margin: 0 0 ${space(3)};
  font-family: inherit;
  font-size: ${typeScale.xs};
  ${overline}
  color: ${colorVar('muted')};
`;

/** A list laid out as a row that wraps: crumbs, category chips, share buttons, port names. */
export const wrappingList = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A list laid out as a column, its items `gap` apart: link lists, contact lines, contents. */
export const stackedList = (gap: string) => css`
  display: grid;
  gap: ${gap};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A link shown as a bordered tile (a post's newer and older links, the 404 page's ways out). */
export const linkTile = css`
  border: 1px solid ${colorVar('border')};
  border-radius: ${radii.md};
  background: ${colorVar('surface')};
  color: ${colorVar('heading')};
  font-weight: ${weights.semibold};
  text-decoration: none;
  &:hover {
    border-color: ${colorVar('borderStrong')};
  }
`;

/** A menu's groups in balanced columns, each with its links listed under it (the rail's fly-outs, the mega menu). */
export const menuGroupColumns = css`
  column-gap: ${space(8)};
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    break-inside: avoid;
    padding-bottom: ${space(5)};
  }
  ul {
    margin: ${space(1)} 0 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: block;
    padding: ${space(1)} ${space(2)};
    margin-left: -${space(2)};
    border-radius: ${radii.sm};
    color: ${colorVar('text')};
    font-size: ${typeScale.sm};
    text-decoration: none;
  }
  a:hover {
    background: ${colorVar('surfaceSunken')};
  }
`;

/** A 44 px button around one centred icon: big enough to tap, no look of its own. */
export const iconButton = css`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  background: transparent;
  cursor: pointer;
`;

/** The chrome's round, ringed icon button: the drawer's menu and close buttons, the theme toggle. */
export const roundIconButton = css`
  ${iconButton}
  border: 1px solid color-mix(in srgb, currentColor 22%, transparent);
  border-radius: 50%;
  color: inherit;
  &:hover {
    background: color-mix(in srgb, currentColor 10%, transparent);
  }
`;

/** A disclosure button's chevron turns over while what it controls is open. */
export const turningChevron = css`
  svg {
    transition: transform ${motion.base} ${motion.ease};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

/** An accordion's heading button: full width, in the heading's colour and weight, its chevron at the end. */
export const accordionButton = css`
  gap: ${space(4)};
  width: 100%;
  border: 0;
  background: none;
  color: ${colorVar('heading')};
  font: inherit;
  font-weight: ${weights.semibold};
  cursor: pointer;
  ${turningChevron}
`;

/**
 * The customer's pages (quote, booking, order): a main column and a narrower one beside it on wide
 * screens, one column below lg. `main` and `aside` are the two columns' shares.
 */
export const pageColumns = (main: string, aside: string) => css`
  display: grid;
  grid-template-columns: minmax(0, ${main}) minmax(0, ${aside});
  gap: ${space(6)};
  align-items: start;
  ${media.below('lg')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** One card of those pages: a raised surface with its h2 heading. */
export const pageCard = css`
  display: grid;
  gap: ${space(4)};
  padding: ${space(6)};
  border-radius: ${radii.lg};
  background: ${colorVar('surface')};
  border: 1px solid ${colorVar('border')};
  box-shadow: ${shadows.md};
  min-width: 0;
  ${media.mobile} {
    padding: ${space(5)} ${space(4)};
  }
  h2 {
    margin: 0;
    font-size: ${typeScale.xl};
    color: ${colorVar('heading')};
  }
  > p {
    margin: 0;
  }
`;

/** Two choices side by side as large labelled radios (Open or Enclosed, Change or Cancel). */
export const choicePair = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space(2)};
  label {
    display: flex;
    align-items: center;
    gap: ${space(2)};
    min-height: 48px;
    padding: 0 ${space(3)};
    border: 1px solid ${colorVar('fieldBorder')};
    border-radius: 10px;
    cursor: pointer;
    font-weight: ${weights.medium};
  }
  label:has(input:checked) {
    border: 2px solid ${colorVar('brand')};
    background: ${colorVar('selected')};
  }
  label:has(input:focus-visible) {
    box-shadow: 0 0 0 3px color-mix(in srgb, ${colorVar('focus')} 35%, transparent);
  }
  input {
    accent-color: ${colorVar('brand')};
    width: 18px;
    height: 18px;
  }
`;

/** Label and value pairs of those pages (a <dl>): the labels muted, the values wrapping anywhere. */
export const factList = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space(2)} ${space(4)};
  margin: 0;
  dt {
    color: ${colorVar('muted')};
  }
  dd {
    margin: 0;
    font-weight: ${weights.medium};
    overflow-wrap: anywhere;
  }
`;
