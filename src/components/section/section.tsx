import React from 'react';
import styled from 'styled-components';
import { colorVar, fonts, layout, media, space, typeScale, weights } from '../../styles/theme';

/** How a section sits on the page: on the plain page, or on a tinted band. */
export type SectionTone = 'plain' | 'tinted';

const Band = styled.section<{ $tone: SectionTone }>`
  scroll-margin-top: ${layout.headerHeight};
  background: ${({ $tone }) => ($tone === 'tinted' ? colorVar('surfaceSunken') : 'transparent')};
  /*
   * Styled and laid out only when it nears the screen: the home page's dozen sections (16,000 px on
   * a phone) halved the work before its first paint. About a section's height until then.
   */
  content-visibility: auto;
  contain-intrinsic-size: auto 900px;
  ${media.mobile} {
    contain-intrinsic-size: auto 1400px;
  }
  /*
   * A jump to an anchor (the landing bar's Request a quote, a menu's #section link) lays every
   * section out first, so that the smooth scroll aims at where its target really is.
   */
  :root:has(:target) & {
    content-visibility: visible;
  }
`;

const Inner = styled.div<{ $split: boolean }>`
  max-width: ${layout.contentWidth};
  margin: 0 auto;
  padding: ${space(20)} ${space(5)};
  ${({ $split }) =>
    $split
      ? `display: grid; grid-template-columns: minmax(0, 0.8fr) minmax(0, 1.2fr); gap: ${space(12)}; align-items: start;`
      : ''}
  ${media.mobile} {
    display: block;
    padding: ${space(14)} ${space(5)};
  }
`;

const Head = styled.div<{ $centered: boolean }>`
  max-width: 44rem;
  margin: 0 ${({ $centered }) => ($centered ? 'auto' : '0')} ${space(10)};
  text-align: ${({ $centered }) => ($centered ? 'center' : 'start')};
  h2 {
    margin: 0 0 ${space(3)};
    font-family: ${fonts.display};
    font-size: ${typeScale.xxl};
    font-weight: ${weights.semibold};
    letter-spacing: -0.01em;
  }
  p {
    margin: 0;
    color: ${colorVar('muted')};
    font-size: ${typeScale.md};
  }
`;

interface SectionProps {
  /** The anchor (SPEC §2), also the heading's id prefix. */
  id: string;
  heading: string;
  intro?: string | null;
  tone?: SectionTone;
  centered?: boolean;
  /** Heading and introduction beside the content on wide screens. */
  split?: boolean;
  children: React.ReactNode;
}

/** A landing-page section: its anchor, heading and introduction, then its content. */
export function Section({
  id,
  heading,
  intro,
  tone = 'plain',
  centered = false,
  split = false,
  children,
}: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Band id={id} aria-labelledby={headingId} $tone={tone}>
      <Inner $split={split}>
        <Head $centered={centered}>
          <h2 id={headingId}>{heading}</h2>
          {intro ? <p>{intro}</p> : null}
        </Head>
        <div>{children}</div>
      </Inner>
    </Band>
  );
}
