import { Check } from 'lucide-react';
import React from 'react';
import styled from 'styled-components';
import { colorVar, media, radii, space, typeScale, weights } from '../../styles/theme';
import type { Feature, Media } from '../../types/content';
import { MediaImage } from '../media-image';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.2fr);
  gap: ${space(12)};
  align-items: center;
  > img {
    width: 100%;
    height: auto;
    border-radius: ${radii.xl};
  }
  ul {
    display: grid;
    gap: ${space(6)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${space(4)};
  }
  li > span {
    display: grid;
    place-items: center;
    width: 2.25rem;
    height: 2.25rem;
    border-radius: 50%;
    background: ${colorVar('successBg')};
    color: ${colorVar('success')};
  }
  h3 {
    margin: 0 0 ${space(1)};
    font-size: ${typeScale.md};
    font-weight: ${weights.semibold};
  }
  p {
    margin: 0;
    color: ${colorVar('muted')};
    line-height: 1.6;
  }
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${space(8)};
  }
`;

/** Why us (SPEC §1): electronic agreement, known carrier, e-mail confirmation, charged only
 *  when a carrier is confirmed, cards accepted online or by phone, agents 24/7. */
export function WhyUs({ image, points }: { image: Media | null; points: Feature[] }) {
  return (
    <Layout>
      {image ? <MediaImage media={image} sizes="(max-width: 768px) 100vw, 30rem" /> : null}
      <ul>
        {points.map((point) => (
          <li key={point.title}>
            <span aria-hidden="true">
              <Check size={18} />
            </span>
            <div>
              <h3>{point.title}</h3>
              <p>{point.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Layout>
  );
}
