import React from 'react';
import styled from 'styled-components';
import { colorVar, layout, space, typeScale } from '../../styles/theme';
import { overline } from '../../styles/patterns';
import type { PressLogo } from '../../types/content';
import { MediaImage } from '../media-image';

const Strip = styled.section`
  border-bottom: 1px solid ${colorVar('border')};
  scroll-margin-top: ${layout.headerHeight};
`;

const Inner = styled.div`
  max-width: ${layout.contentWidth};
  margin: 0 auto;
  padding: ${space(10)} ${space(5)};
  text-align: center;
  h2 {
    margin: 0 0 ${space(6)};
    color: ${colorVar('muted')};
    font-size: ${typeScale.sm};
    ${overline}
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: ${space(6)} ${space(12)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  img {
    display: block;
    width: auto;
    height: 34px;
    opacity: 0.75;
    filter: grayscale(1);
  }
  :root.dark & img {
    filter: grayscale(1) invert(1) brightness(1.6);
  }
`;

/** The press-logo strip (SPEC §1): the brand section. */
export function PressStrip({ id, heading, logos }: { id: string; heading: string; logos: PressLogo[] }) {
  return (
    <Strip id={id} aria-labelledby={`${id}-heading`}>
      <Inner>
        <h2 id={`${id}-heading`}>{heading}</h2>
        <ul>
          {logos.map((press) => (
            <li key={press.name}>
              {press.logo ? (
                press.url ? (
                  <a href={press.url} rel="noopener">
                    <MediaImage media={press.logo} alt={press.name} />
                  </a>
                ) : (
                  <MediaImage media={press.logo} alt={press.name} />
                )
              ) : (
                press.name
              )}
            </li>
          ))}
        </ul>
      </Inner>
    </Strip>
  );
}
