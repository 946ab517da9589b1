import styled from 'styled-components';
import { layout, space } from '../../styles/theme';

/** The centred column every section sits in; `prose` narrows it for reading. */
export const Container = styled.div<{ $prose?: boolean }>`
  max-width: ${({ $prose }) => ($prose ? layout.proseWidth : layout.contentWidth)};
  margin: 0 auto;
  padding: ${space(8)} ${space(5)};
`;

export const CardGrid = styled.div`
  display: grid;
  gap: ${space(5)};
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
`;
