import React from 'react';
import styled from 'styled-components';
import { colorVar, fonts, layout, media, space, typeScale, weights } from '../../styles/theme';
import { overline } from '../../styles/patterns';
import type { SiteSettings } from '../../types/content';

const Band = styled.section`
  background: ${colorVar('chrome')};
  color: ${colorVar('onChrome')};
  scroll-margin-top: ${layout.headerHeight};
`;

const Inner = styled.div`
  max-width: ${layout.contentWidth};
  margin: 0 auto;
  padding: ${space(12)} ${space(5)};
  h2 {
    margin: 0 0 ${space(8)};
    color: ${colorVar('onChromeMuted')};
    font-size: ${typeScale.sm};
    ${overline}
    text-align: center;
  }
  dl {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${space(6)};
    margin: 0;
    ${media.mobile} {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  div {
    display: flex;
    flex-direction: column-reverse;
    align-items: center;
    gap: ${space(1)};
    text-align: center;
  }
  dt {
    color: ${colorVar('onChromeMuted')};
  }
  dd {
    margin: 0;
    color: ${colorVar('accent')};
    font-family: ${fonts.display};
    font-size: clamp(2.25rem, 1.8rem + 2vw, 3.25rem);
    font-weight: ${weights.semibold};
    line-height: 1.1;
  }
`;

/** SPEC §1's stats banner: vehicles shipped, customers served, years (from the site settings). */
export function StatsBanner({ id, heading, stats }: { id: string; heading: string; stats: SiteSettings['stats'] }) {
  return (
    <Band id={id} aria-labelledby={`${id}-heading`}>
      <Inner>
        <h2 id={`${id}-heading`}>{heading}</h2>
        <dl>
          {stats.map((stat) => (
            <div key={stat.label}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Inner>
    </Band>
  );
}
