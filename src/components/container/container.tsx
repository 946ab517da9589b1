import styled from 'styled-components';
import { layout, media, space } from '../../styles/theme';

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

/** Three columns on wide screens, two below 1024 px, one on phones; a list by default. */
export const ColumnGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.below('lg')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
