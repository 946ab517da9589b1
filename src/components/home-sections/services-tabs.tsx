import React from 'react';
import styled from 'styled-components';
import { colorVar, media, radii, space, typeScale, weights } from '../../styles/theme';
import type { ServiceTab } from '../../types/content';
import { ButtonLink } from '../button';
import { MediaImage } from '../media-image';
import { Tabs } from '../tabs';

const Panel = styled.div<{ $background: string | null }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${space(10)};
  align-items: center;
  padding: ${space(8)};
  border: 1px solid ${colorVar('border')};
  border-radius: ${radii.xl};
  /* The editor's tint for the tab, mixed into the theme's surface so dark mode stays dark. */
  background: ${({ $background }) =>
    $background ? `color-mix(in srgb, ${$background} 55%, var(--color-surface))` : colorVar('surface')};
  :root.dark & {
    background: ${colorVar('surface')};
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${radii.lg};
  }
  h3 {
    margin: 0 0 ${space(3)};
    font-size: ${typeScale.xl};
    font-weight: ${weights.semibold};
  }
  p {
    margin: 0 0 ${space(6)};
    color: ${colorVar('text')};
    line-height: 1.7;
  }
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${space(6)};
    padding: ${space(5)};
  }
`;

/**
 * The services tab list (SPEC §2): enclosed, open, heavy equipment, Canada & Hawaii, special
 * request; the chosen tab shows its image and description.
 */
export function ServicesTabs({ tabs, quoteHref }: { tabs: ServiceTab[]; quoteHref: string }) {
  return (
    <Tabs
      label="Services"
      items={tabs.map((tab) => ({
        name: tab.name,
        panel: (
          <Panel $background={tab.background}>
            {tab.image ? <MediaImage media={tab.image} sizes="(max-width: 768px) 100vw, 36rem" /> : <span />}
            <div>
              <h3>{tab.title}</h3>
              <p>{tab.description}</p>
              <ButtonLink href={quoteHref}>Get a free quote</ButtonLink>
            </div>
          </Panel>
        ),
      }))}
    />
  );
}
