import styled from 'styled-components';
import { iconButton, turningChevron } from '../../styles/patterns';
import { colorVar, fonts, radii, space, typeScale, weights } from '../../styles/theme';

export const List = styled.ul<{ $level: number }>`
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $level }) =>
    $level > 1
      ? `
    margin: ${space(1)} 0 ${space(2)} ${space(3)};
    padding-left: ${space(3)};
    border-left: 1px solid ${colorVar('border')};
  `
      : ''}
`;

export const Row = styled.div<{ $level: number }>`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  border-bottom: ${({ $level }) => ($level === 1 ? `1px solid ${colorVar('border')}` : '0')};
  a {
    flex: 1;
    display: flex;
    align-items: center;
    gap: ${space(3)};
    min-height: ${({ $level }) => ($level === 1 ? '56px' : '44px')};
    color: ${({ $level }) => ($level === 1 ? colorVar('heading') : colorVar('text'))};
    font-family: ${({ $level }) => ($level === 1 ? fonts.display : 'inherit')};
    font-size: ${({ $level }) => ($level === 1 ? typeScale.lg : typeScale.base)};
    font-weight: ${({ $level }) => ($level === 1 ? weights.semibold : weights.regular)};
    text-decoration: none;
  }
  a[aria-current='page'] {
    color: ${colorVar('link')};
    font-weight: ${weights.semibold};
  }
  a svg {
    color: ${colorVar('muted')};
  }
`;

export const Expand = styled.button`
  ${iconButton}
  flex: none;
  border: 0;
  border-radius: ${radii.sm};
  color: ${colorVar('muted')};
  ${turningChevron}
  &:hover {
    background: ${colorVar('surfaceSunken')};
  }
`;
