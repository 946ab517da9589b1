import styled from 'styled-components';
import { colorVar, space, typeScale, weights } from '../../styles/theme';
import { choicePair, factList, pageCard, pageColumns } from '../../styles/patterns';
import { bareFieldset, legendAsLabel } from '../form-field';

export const Layout = styled.div`
  ${pageColumns('1.35fr', '1fr')}
`;

export const Card = styled.section`
  ${pageCard}
`;

export const Request = styled.dl`
  ${factList}
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
  ${choicePair}
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
