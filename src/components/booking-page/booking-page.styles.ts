import styled from 'styled-components';
import { colorVar, media, radii, space, typeScale, weights } from '../../styles/theme';
import { factList, pageCard, pageColumns } from '../../styles/patterns';
import { bareFieldset, legendAsLabel } from '../form-field';

/** The summary beside the form on wide screens; above it on phones and tablets. */
export const Layout = styled.div`
  ${pageColumns('1fr', '1.6fr')}
`;

export const Card = styled.section`
  ${pageCard}
  h2:focus {
    outline: none;
  }
`;

export const Summary = styled.dl`
  ${factList}
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const BookingForm = styled.form`
  display: grid;
  gap: ${space(6)};
  fieldset {
    ${bareFieldset}
    display: grid;
    gap: ${space(3)};
  }
  legend {
    ${legendAsLabel}
    font-size: ${typeScale.lg};
    color: ${colorVar('heading')};
    margin-bottom: ${space(2)};
  }
`;

/** The quote's city, state and ZIP above the street address the customer adds to it. */
export const Place = styled.p`
  margin: 0;
  color: ${colorVar('muted')};
`;

/** Radio choices as cards: the whole card is the label, 48 px and more tall. */
export const Choices = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${space(2)};
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
  label {
    display: grid;
    grid-template-columns: auto 1fr;
    column-gap: ${space(2)};
    align-items: start;
    min-height: 48px;
    padding: ${space(3)};
    border: 1px solid ${colorVar('fieldBorder')};
    border-radius: 10px;
    cursor: pointer;
  }
  label:has(input:checked) {
    border: 2px solid ${colorVar('brand')};
    background: ${colorVar('selected')};
  }
  label:has(input:focus-visible) {
    box-shadow: 0 0 0 3px color-mix(in srgb, ${colorVar('focus')} 35%, transparent);
  }
  label:has(input:disabled) {
    cursor: not-allowed;
    opacity: 0.6;
  }
  input {
    accent-color: ${colorVar('brand')};
    width: 18px;
    height: 18px;
    margin: 2px 0 0;
  }
`;

export const ChoiceName = styled.span`
  font-weight: ${weights.semibold};
`;

/** The second and third lines of a choice: its days and its price, under its name. */
export const ChoiceDetail = styled.span`
  grid-column: 2;
  font-size: ${typeScale.sm};
  color: ${colorVar('muted')};
  font-variant-numeric: tabular-nums;
`;

/** The terms: a region of their own that scrolls, reachable and scrollable from the keyboard. */
export const Terms = styled.div`
  max-height: 18rem;
  overflow-y: auto;
  padding: ${space(4)};
  border: 1px solid ${colorVar('border')};
  border-radius: ${radii.md};
  background: ${colorVar('surfaceSunken')};
  font-size: ${typeScale.sm};
  line-height: 1.55;
  &:focus-visible {
    outline: 3px solid ${colorVar('focus')};
    outline-offset: 2px;
  }
  h3 {
    margin: 0 0 ${space(2)};
    font-size: ${typeScale.base};
  }
  p {
    margin: 0 0 ${space(3)};
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

export const Consent = styled.label`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space(3)};
  align-items: start;
  min-height: 44px;
  cursor: pointer;
  input {
    accent-color: ${colorVar('brand')};
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
  }
`;

export const Meta = styled.p`
  margin: 0;
  font-size: ${typeScale.sm};
  color: ${colorVar('muted')};
`;

/** Nothing is charged now: said plainly, beside the button. */
export const ChargeNote = styled.p`
  margin: 0;
  font-weight: ${weights.medium};
`;
