import React, { useState } from 'react';
import styled from 'styled-components';
import { colorVar, media, radii, space } from '../../styles/theme';
import { wrappingList } from '../../styles/patterns';
import type { ShipGroup } from '../../types/content';
import { Accordion } from '../accordion';
import { MediaImage } from '../media-image';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.1fr);
  gap: ${space(12)};
  align-items: start;
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${space(6)};
  }
  ul {
    ${wrappingList}
  }
  li {
    padding: ${space(1)} ${space(3)};
    border: 1px solid ${colorVar('border')};
    border-radius: ${radii.pill};
    background: ${colorVar('surface')};
  }
`;

const Picture = styled.figure`
  margin: 0;
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${radii.xl};
  }
`;

/**
 * Where we ship (SPEC §2): the groups USA, Europe, Asia and Africa with their countries, one
 * open at a time, and a picture that changes with the open group.
 */
export function WhereWeShipGroups({ groups }: { groups: ShipGroup[] }) {
  const [open, setOpen] = useState<number>(0);
  const picture = groups[open]?.image ?? null;
  return (
    <Layout>
      <Accordion
        initial={0}
        collapsible={false}
        onChange={(index) => index !== null && setOpen(index)}
        items={groups.map((group) => ({
          title: group.name,
          content: (
            <ul aria-label={`Countries in ${group.name}`}>
              {group.countries.map((country) => (
                <li key={country}>{country}</li>
              ))}
            </ul>
          ),
        }))}
      />
      {picture ? (
        <Picture data-group={groups[open]?.name}>
          <MediaImage media={picture} sizes="(max-width: 768px) 100vw, 36rem" />
        </Picture>
      ) : null}
    </Layout>
  );
}
