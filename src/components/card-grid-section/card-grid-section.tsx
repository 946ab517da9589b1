import React from 'react';
import styled from 'styled-components';
import { Container } from '../container';
import { space, typeScale } from '../../styles/theme';

const Section = styled(Container)<{ $minCard: string }>`
  padding-top: 0;
  h2 {
    margin-bottom: ${space(6)};
    font-size: ${typeScale.xxl};
  }
  > div {
    display: grid;
    gap: ${space(5)};
    grid-template-columns: repeat(auto-fill, minmax(min(100%, ${(props) => props.$minCard}), 1fr));
  }
`;

interface CardGridSectionProps {
  /** The heading's id, which labels the section. */
  id: string;
  title: React.ReactNode;
  /** The narrowest a card may get before the grid takes a column less. */
  minCard?: string;
  children: React.ReactNode;
}

/** A titled section of cards below an article: a post's related posts, a page's child pages. */
export function CardGridSection({ id, title, minCard = '16rem', children }: CardGridSectionProps) {
  return (
    <Section as="section" aria-labelledby={id} $minCard={minCard}>
      <h2 id={id}>{title}</h2>
      <div>{children}</div>
    </Section>
  );
}
