import React from 'react';
import styled from 'styled-components';
import { radii } from '../../styles/theme';
import type { VehicleTab } from '../../types/content';
import { MediaImage } from '../media-image';
import { Tabs } from '../tabs';

const Picture = styled.div`
  img {
    display: block;
    width: 100%;
    max-width: 56rem;
    height: auto;
    margin: 0 auto;
    border-radius: ${radii.xl};
  }
`;

/** The tab an editor marked as default, else Trailers (SPEC §2), else the first. */
export const defaultVehicleTab = (tabs: VehicleTab[]): number => {
  const marked = tabs.findIndex((tab) => tab.isDefault);
  if (marked >= 0) return marked;
  return Math.max(
    0,
    tabs.findIndex((tab) => tab.name.toLowerCase() === 'trailers'),
  );
};

/** The vehicles section (SPEC §2): car, motorcycles, trailers (default), recreational,
 *  classics/exotics, equipment, each with its picture. */
export function VehicleTabs({ tabs }: { tabs: VehicleTab[] }) {
  return (
    <Tabs
      label="Vehicles"
      initial={defaultVehicleTab(tabs)}
      items={tabs.map((tab) => ({
        name: tab.name,
        panel: (
          <Picture>
            {tab.image ? <MediaImage media={tab.image} alt={tab.name} sizes="(max-width: 768px) 100vw, 56rem" /> : null}
          </Picture>
        ),
      }))}
    />
  );
}
