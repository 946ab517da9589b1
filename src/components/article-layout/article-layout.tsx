import React from 'react';
import styled from 'styled-components';
import { layout, media, space } from '../../styles/theme';

const Grid = styled.div<{ $aside: boolean }>`
  display: grid;
  grid-template-columns: ${({ $aside }) => ($aside ? `minmax(0, ${layout.proseWidth}) minmax(14rem, 18rem)` : `minmax(0, ${layout.proseWidth})`)};
  justify-content: center;
  gap: ${space(12)};
  max-width: ${layout.contentWidth};
  margin: 0 auto;
  padding: ${space(12)} ${space(5)};
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${space(8)};
    padding-top: ${space(8)};
  }
`;

const Aside = styled.div`
  display: grid;
  align-content: start;
  gap: ${space(6)};
  ${media.desktop} {
    position: sticky;
    top: ${space(6)};
    order: 2;
  }
`;

interface ArticleLayoutProps {
  /** Beside the article on desktops (sticky), before it on phones: the table of contents, sharing. */
  aside?: React.ReactNode;
  children: React.ReactNode;
}

/** A reading column, with an aside where there is one. */
export function ArticleLayout({ aside, children }: ArticleLayoutProps) {
  return (
    <Grid $aside={Boolean(aside)}>
      {aside ? <Aside>{aside}</Aside> : null}
      <div>{children}</div>
    </Grid>
  );
}
