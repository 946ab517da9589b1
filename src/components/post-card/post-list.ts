import styled from 'styled-components';
import { space } from '../../styles/theme';

/** A list of post cards in columns (blog list and category pages), each card as tall as its row. */
export const PostList = styled.ol`
  display: grid;
  gap: ${space(6)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 19rem), 1fr));
  margin: ${space(8)} 0 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
  }
  > li > * {
    flex: 1;
  }
`;
