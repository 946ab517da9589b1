import styled from 'styled-components';
import { colorVar, space, typeScale, weights } from '../../styles/theme';
import { choicePair, factList, pageCard, pageColumns } from '../../styles/patterns';
import { bareFieldset, fieldInputStyles, legendAsLabel } from '../form-field';

export const Layout = styled.div`
  ${pageColumns('1.35fr', '1fr')}
`;

export const Column = styled.div`
  display: grid;
  gap: ${space(6)};
  min-width: 0;
`;

export const Card = styled.section`
  ${pageCard}
`;

/** The road from booked to delivered: a line of dots, the steps done filled, the current one ringed. */
export const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(4)};
  li {
    position: relative;
    display: grid;
    gap: ${space(1)};
    padding-left: ${space(8)};
  }
  li::before {
    content: '';
    position: absolute;
    left: 6px;
    top: 4px;
    width: 14px;
    height: 14px;
    border-radius: 50%;
    border: 2px solid ${colorVar('border')};
    background: ${colorVar('surface')};
  }
  li:not(:last-child)::after {
    content: '';
    position: absolute;
    left: 13px;
    top: 22px;
    bottom: calc(-1 * ${space(4)} + 2px);
    width: 2px;
    background: ${colorVar('border')};
  }
  li[data-state='done']::before {
    border-color: ${colorVar('brand')};
    background: ${colorVar('brand')};
  }
  li[data-state='current']::before {
    border-color: ${colorVar('brand')};
    box-shadow: 0 0 0 4px color-mix(in srgb, ${colorVar('brand')} 25%, transparent);
  }
  li[data-state='upcoming'] {
    color: ${colorVar('muted')};
  }
`;

export const StepName = styled.span`
  font-weight: ${weights.semibold};
  li[data-state='current'] & {
    color: ${colorVar('heading')};
  }
`;

export const Facts = styled.dl`
  ${factList}
`;

export const Meta = styled.p`
  margin: 0;
  font-size: ${typeScale.sm};
  color: ${colorVar('muted')};
`;

export const RequestForm = styled.form`
  display: grid;
  gap: ${space(4)};
  fieldset {
    ${bareFieldset}
    display: grid;
    gap: ${space(2)};
  }
  legend {
    ${legendAsLabel}
  }
  textarea {
    ${fieldInputStyles}
    min-height: 120px;
    resize: vertical;
  }
`;

export const KindChoice = styled.div`
  ${choicePair}
`;

export const SentRequests = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${space(3)};
  li {
    display: grid;
    gap: ${space(1)};
    padding-left: ${space(3)};
    border-left: 3px solid ${colorVar('border')};
  }
  p {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;
