import styled from 'styled-components';
import { colorVar, media, radii, shadows, space, typeScale, weights } from '../../styles/theme';
import { bareFieldset, legendAsLabel } from '../form-field';

export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.35fr) minmax(0, 1fr);
  gap: ${space(6)};
  align-items: start;
  ${media.below('lg')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Card = styled.section`
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

export const Request = styled.dl`
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
  ul {
    margin: 0;
    padding-left: ${space(4)};
  }
`;

export const ChangeForm = styled.form`
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
`;

export const Toggle = styled.div`
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

export const VehicleName = styled.p`
  margin: 0;
  font-weight: ${weights.semibold};
`;

export const Meta = styled.p`
  margin: 0;
  font-size: ${typeScale.sm};
  color: ${colorVar('muted')};
`;
