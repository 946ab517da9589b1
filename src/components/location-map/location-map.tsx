import { Ship, Truck } from 'lucide-react';
import React from 'react';
import styled from 'styled-components';
import type { LocationMapData, MapPlace } from '../../locations/location-map';
import { colorVar, fonts, media, radii, space, typeScale, weights } from '../../styles/theme';
import { Section } from '../section';
import { SiteLink } from '../site-link';

const Frame = styled.figure`
  margin: 0 0 ${space(10)};
  padding: ${space(4)};
  border: 1px solid ${colorVar('border')};
  border-radius: ${radii.xl};
  background: ${colorVar('surface')};
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
  .land {
    fill: color-mix(in srgb, ${colorVar('borderStrong')} 55%, ${colorVar('surface')});
  }
  .region a text {
    fill: ${colorVar('heading')};
    font-family: ${fonts.sans};
    font-size: 15px;
    font-weight: ${weights.semibold};
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  /* The halo under each label, drawn as its own copy (the validator knows no paint-order). */
  .region a text.halo {
    fill: none;
    stroke: ${colorVar('surface')};
    stroke-width: 4px;
    stroke-linejoin: round;
  }
  .place circle {
    stroke: ${colorVar('surface')};
    stroke-width: 1.5px;
  }
  .place.ship circle {
    fill: ${colorVar('link')};
  }
  .place.truck circle {
    fill: ${colorVar('accent')};
  }
  a:focus-visible circle,
  a:hover circle {
    stroke: ${colorVar('focus')};
    stroke-width: 3px;
  }
  a:focus-visible {
    outline: none;
  }
  a:focus-visible text {
    text-decoration: underline;
  }
  figcaption {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(5)};
    padding: ${space(3)} ${space(2)} 0;
    color: ${colorVar('muted')};
    font-size: ${typeScale.sm};
  }
  figcaption span {
    display: inline-flex;
    align-items: center;
    gap: ${space(2)};
  }
`;

const Dot = styled.i<{ $kind: 'ship' | 'truck' }>`
  display: inline-block;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ $kind }) => ($kind === 'ship' ? colorVar('link') : colorVar('accent'))};
`;

const Regions = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${space(8)} ${space(6)};
  ${media.below('lg')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  h3 {
    margin: 0 0 ${space(3)};
    font-size: ${typeScale.lg};
  }
  h4 {
    margin: ${space(3)} 0 ${space(1)};
    font-size: ${typeScale.base};
  }
  h5 {
    margin: ${space(2)} 0 ${space(1)};
    color: ${colorVar('muted')};
    font-size: ${typeScale.xs};
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    align-items: center;
    gap: ${space(2)};
    min-height: 30px;
    font-size: ${typeScale.sm};
  }
  li svg {
    flex: none;
    color: ${colorVar('muted')};
  }
`;

const PlaceIcon = ({ kind }: { kind: 'ship' | 'truck' }) =>
  kind === 'ship' ? <Ship aria-label="By ship" size={16} /> : <Truck aria-label="By truck" size={16} />;

/** A name as a link to its location page, or as text when it has none. */
const PlaceLink = ({ place }: { place: MapPlace }) =>
  place.href ? <SiteLink href={place.href}>{place.name}</SiteLink> : <>{place.name}</>;

/** A marker on the map: a link when the place has a page, named for screen readers. */
function Marker({ place }: { place: MapPlace }) {
  const dot = (
    <>
      <title>{place.name}</title>
      <circle cx={place.x} cy={place.y} r={4.5} />
    </>
  );
  return (
    <g className={`place ${place.iconType}`} data-place={place.name}>
      {place.href ? (
        <a href={place.href} aria-label={place.name}>
          {dot}
        </a>
      ) : (
        dot
      )}
    </g>
  );
}

/**
 * The location tree on a map the site draws itself (SPEC §2): land from Natural Earth, a marker
 * per port and place (ship or truck), the regions named; then every region, country and place as
 * plain links, for phones, screen readers and crawlers.
 */
export function LocationMap({ map }: { map: LocationMapData }) {
  const places = map.regions.flatMap((region) =>
    region.countries.flatMap((country) => [country, ...country.groups.flatMap((group) => group.places)]),
  );
  return (
    <>
      <Frame>
        <svg viewBox={`0 0 ${map.width} ${map.height}`} aria-labelledby="location-map-title">
          <title id="location-map-title">Where we ship: the regions, countries and ports we serve</title>
          <path className="land" d={map.land} />
          {places.map((place) => (
            <Marker key={`${place.name}-${place.x}-${place.y}`} place={place} />
          ))}
          {map.regions.map((region) => (
            <g key={region.name} className="region">
              {region.href ? (
                <a href={region.href}>
                  <text className="halo" x={region.x} y={region.y} textAnchor="middle" aria-hidden="true">
                    {region.name}
                  </text>
                  <text x={region.x} y={region.y} textAnchor="middle">
                    {region.name}
                  </text>
                </a>
              ) : (
                <text x={region.x} y={region.y} textAnchor="middle">
                  {region.name}
                </text>
              )}
            </g>
          ))}
        </svg>
        <figcaption>
          <span>
            <Dot $kind="ship" /> Port: by ship
          </span>
          <span>
            <Dot $kind="truck" /> By truck
          </span>
        </figcaption>
      </Frame>
      <Regions>
        {map.regions.map((region) => (
          <section key={region.name} aria-labelledby={`region-${region.name.replace(/\W+/g, '-')}`}>
            <h3 id={`region-${region.name.replace(/\W+/g, '-')}`}>
              <PlaceLink place={region} />
            </h3>
            {region.countries.map((country) => (
              <div key={country.name}>
                <h4>
                  <PlaceLink place={country} />
                </h4>
                {country.groups.map((group) => (
                  <div key={group.name ?? 'places'}>
                    {group.name ? <h5>{group.name}</h5> : null}
                    <ul>
                      {group.places.map((place) => (
                        <li key={place.name}>
                          <PlaceIcon kind={place.iconType} />
                          <PlaceLink place={place} />
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            ))}
          </section>
        ))}
      </Regions>
    </>
  );
}

/** The map as a page section. */
export function LocationMapSection({ map, heading = 'Where we ship' }: { map: LocationMapData; heading?: string }) {
  return (
    <Section id="shipping-locations-map" heading={heading} intro="Choose a region, a country or a port to read more.">
      <LocationMap map={map} />
    </Section>
  );
}
