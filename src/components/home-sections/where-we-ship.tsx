import React from 'react';
import styled from 'styled-components';
import { colorVar, media, radii, space, typeScale, weights } from '../../styles/theme';
import type { ShipCountry } from '../../types/content';
import { Accordion } from '../accordion';
import { SiteLink } from '../site-link';

const Regions = styled.div`
  display: grid;
  gap: ${space(4)};
  h4 {
    margin: 0 0 ${space(2)};
    font-size: ${typeScale.sm};
    font-weight: ${weights.semibold};
    color: ${colorVar('muted')};
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
  ul {
    display: grid;
    gap: ${space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    min-height: 36px;
    align-items: center;
  }
`;

/** Phones: the accordion (country, then region, then links). Wider screens: every country open. */
const Mobile = styled.div`
  ${media.desktop} {
    display: none;
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${space(6)};
  ${media.mobile} {
    display: none;
  }
  > div {
    padding: ${space(6)};
    border: 1px solid ${colorVar('border')};
    border-radius: ${radii.lg};
    background: ${colorVar('surface')};
  }
  h3 {
    margin: 0 0 ${space(4)};
    font-size: ${typeScale.lg};
  }
`;

function CountryRegions({ country }: { country: ShipCountry }) {
  return (
    <Regions>
      {country.regions.map((region) => (
        <div key={region.name}>
          <h4>{region.name}</h4>
          <ul>
            {region.links.map((link) => (
              <li key={link.href}>
                <SiteLink href={link.href}>{link.label}</SiteLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Regions>
  );
}

/** 'Where we ship' (SPEC §2): on phones an accordion of countries, one open at a time. */
export function WhereWeShip({ countries }: { countries: ShipCountry[] }) {
  return (
    <>
      <Mobile>
        <Accordion
          items={countries.map((country) => ({ title: country.name, content: <CountryRegions country={country} /> }))}
        />
      </Mobile>
      <Columns>
        {countries.map((country) => (
          <div key={country.name}>
            <h3>{country.name}</h3>
            <CountryRegions country={country} />
          </div>
        ))}
      </Columns>
    </>
  );
}
