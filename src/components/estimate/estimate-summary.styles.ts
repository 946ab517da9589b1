import styled from 'styled-components';
import { colorVar, radii, space, typeScale, weights } from '../../styles/theme';

export const Summary = styled.section`
  display: grid;
  gap: ${space(4)};
  min-width: 0;
`;

export const Heading = styled.h3`
  margin: 0;
  &:focus {
    outline: none;
  }
  font-size: ${typeScale.lg};
  color: ${colorVar('heading')};
`;

export const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin: 0;
  > div {
    flex: 1 1 8.5rem;
    padding: ${space(2)} ${space(3)};
    border-radius: ${radii.sm};
    background: ${colorVar('surfaceSunken')};
  }
  dt {
    color: ${colorVar('muted')};
    font-size: ${typeScale.xs};
    font-weight: ${weights.medium};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  dd {
    margin: 0;
    font-weight: ${weights.semibold};
    font-variant-numeric: tabular-nums;
    color: ${colorVar('heading')};
  }
`;

export const Options = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Option = styled.li<{ $selected: boolean }>`
  position: relative;
  display: grid;
  align-content: start;
  gap: ${space(1)};
  min-width: 0;
  padding: ${space(3)} ${space(4)};
  border-radius: ${radii.md};
  border: ${({ $selected }) => ($selected ? `2px solid ${colorVar('brand')}` : `1px solid ${colorVar('borderStrong')}`)};
  background: ${({ $selected }) => ($selected ? colorVar('selected') : colorVar('surface'))};
`;

export const OptionLabel = styled.span`
  font-size: ${typeScale.sm};
  font-weight: ${weights.semibold};
  color: ${colorVar('text')};
`;

export const Price = styled.span`
  font-size: ${typeScale.lg};
  font-weight: ${weights.semibold};
  font-variant-numeric: tabular-nums;
  color: ${colorVar('heading')};
  /* Each figure stays whole; a narrow card breaks the range at its dash. */
  span {
    white-space: nowrap;
  }
`;

export const Transit = styled.span`
  font-size: ${typeScale.sm};
  color: ${colorVar('muted')};
`;

export const Badge = styled.span`
  justify-self: start;
  padding: 0 ${space(2)};
  border-radius: ${radii.pill};
  background: ${colorVar('brand')};
  color: #ffffff;
  font-size: ${typeScale.xs};
  font-weight: ${weights.semibold};
  line-height: 1.6;
`;

export const Caveat = styled.p`
  margin: 0;
  font-size: ${typeScale.sm};
  color: ${colorVar('text')};
`;

export const Details = styled.details`
  font-size: ${typeScale.sm};
  summary {
    cursor: pointer;
    font-weight: ${weights.semibold};
    color: ${colorVar('link')};
    min-height: 44px;
    display: flex;
    align-items: center;
  }
  ul {
    margin: ${space(1)} 0 ${space(3)};
    padding-left: ${space(5)};
  }
  li + li {
    margin-top: ${space(1)};
  }
  h4 {
    margin: ${space(2)} 0 0;
    font-size: ${typeScale.sm};
  }
`;
