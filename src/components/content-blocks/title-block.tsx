import React from 'react';
import styled from 'styled-components';
import { colorVar, space, typeScale } from '../../styles/theme';
import type { ContentBlock } from '../../types/content';

const Section = styled.header`
  margin: ${space(12)} 0 ${space(4)};
  scroll-margin-top: ${space(20)};
  &:first-child {
    margin-top: 0;
  }
  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: 0;
  }
  h2 {
    font-size: ${typeScale.xxl};
  }
  h3 {
    font-size: ${typeScale.xl};
  }
  h4 {
    font-size: ${typeScale.lg};
  }
  p {
    margin: ${space(2)} 0 0;
    color: ${colorVar('muted')};
    font-size: ${typeScale.md};
  }
`;

type TitleBlockProps = Omit<Extract<ContentBlock, { kind: 'title' }>, 'kind' | 'id'> & { anchor: string };

/** SPEC §3's Title: a heading of the style the editor chose (h1 to h6), with its subtitle. */
export function TitleBlock({ title, subtitle, style, anchor }: TitleBlockProps) {
  const Heading = style;
  return (
    <Section id={anchor} data-block="title">
      <Heading>{title}</Heading>
      {subtitle ? <p>{subtitle}</p> : null}
    </Section>
  );
}
