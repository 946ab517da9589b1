import { Flag, MapPin, type LucideIcon } from 'lucide-react';
import React from 'react';
import styled from 'styled-components';
import { colorVar, media, radii, space, typeScale, weights } from '../../styles/theme';
import type { RouteFigures } from '../../types/content';
import { dayRange, milesText, priceRange, thousands } from '../estimate';

/** SPEC §9: route availability is fixed at 10/10. */
export const ROUTE_AVAILABILITY = { score: 10, outOf: 10 } as const;

const Card = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr);
  overflow: hidden;
  border: 1px solid ${colorVar('border')};
  border-radius: ${radii.lg};
  background: ${colorVar('surface')};
  font-size: ${typeScale.base};
  ${media.below('sm')} {
    grid-template-columns: 1fr;
  }
`;

const Path = styled.div`
  padding: ${space(5)};
  h3 {
    margin: 0 0 ${space(4)};
    font-size: ${typeScale.base};
    font-family: inherit;
    letter-spacing: 0;
  }
  ol {
    position: relative;
    display: grid;
    gap: ${space(3)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ol::before {
    content: '';
    position: absolute;
    top: 1.1rem;
    bottom: 1.1rem;
    left: 0.6875rem;
    border-left: 2px dashed ${colorVar('borderStrong')};
  }
  li {
    position: relative;
    display: grid;
    grid-template-columns: 1.5rem 1fr;
    gap: ${space(3)};
    align-items: center;
  }
  li svg {
    background: ${colorVar('surface')};
    color: ${colorVar('link')};
  }
  small {
    display: block;
    color: ${colorVar('muted')};
    font-size: ${typeScale.xs};
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
  li span {
    color: ${colorVar('heading')};
    font-weight: ${weights.semibold};
  }
`;

const Facts = styled.dl`
  display: grid;
  align-content: center;
  gap: ${space(4)};
  margin: 0;
  padding: ${space(5)};
  background: ${colorVar('surfaceSunken')};
  div {
    display: grid;
    gap: ${space(1)};
  }
  dt {
    color: ${colorVar('muted')};
    font-size: ${typeScale.xs};
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
  dd {
    margin: 0;
    color: ${colorVar('heading')};
    font-size: ${typeScale.lg};
    font-weight: ${weights.semibold};
  }
`;

const Note = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  padding: ${space(3)} ${space(5)};
  border-top: 1px solid ${colorVar('border')};
  color: ${colorVar('muted')};
  font-size: ${typeScale.sm};
`;

const Meter = styled.meter`
  display: block;
  width: 100%;
  height: 0.5rem;
  margin-top: ${space(2)};
`;

interface StateCardProps {
  from: string;
  to: string;
  /** The editor's figure in miles, shown when the route could not be computed. */
  distance: number;
  /** The computed miles and estimate range, worked out at build time. */
  estimate?: RouteFigures;
}

/** One end of the route: its icon, whether it is the start or the end, and the place. */
function RouteStop({ Icon, label, place }: { Icon: LucideIcon; label: string; place: string }) {
  return (
    <li>
      <Icon size={24} strokeWidth={1.75} aria-hidden="true" focusable="false" />
      <div>
        <small>{label}</small>
        <span>{place}</span>
      </div>
    </li>
  );
}

/**
 * SPEC §3's StateCard: a route from one place to another and its distance in miles, with SPEC
 * §2's route availability and distance card (availability fixed at 10/10). With the build's
 * route figures it shows the computed distance, open and enclosed ranges and transit days.
 */
export function StateCard({ from, to, distance, estimate }: StateCardProps) {
  const miles = estimate ? milesText(estimate.miles) : `${thousands(distance)} miles`;
  return (
    <Card data-block="state-card">
      <Path>
        <h3>
          {from} to {to}
        </h3>
        <ol aria-label="Route">
          <RouteStop Icon={MapPin} label="From" place={from} />
          <RouteStop Icon={Flag} label="To" place={to} />
        </ol>
      </Path>
      <Facts>
        <div>
          <dt>Distance</dt>
          <dd>{miles}</dd>
        </div>
        {estimate ? (
          <>
            <div>
              <dt>Open carrier</dt>
              <dd>{priceRange(estimate.open)}</dd>
            </div>
            {estimate.enclosed ? (
              <div>
                <dt>Enclosed carrier</dt>
                <dd>{priceRange(estimate.enclosed)}</dd>
              </div>
            ) : null}
            <div>
              <dt>Transit</dt>
              <dd>{dayRange(estimate.transitDays)}</dd>
            </div>
          </>
        ) : null}
        <div>
          <dt>Route availability</dt>
          <dd>
            {ROUTE_AVAILABILITY.score}/{ROUTE_AVAILABILITY.outOf}
            <Meter min={0} max={ROUTE_AVAILABILITY.outOf} value={ROUTE_AVAILABILITY.score} aria-hidden="true" />
          </dd>
        </div>
      </Facts>
      {estimate ? (
        <Note>
          Estimate for {estimate.pricedFor ?? 'one running car'} with a flexible pickup, not a fixed price: your quote
          confirms it.
        </Note>
      ) : null}
    </Card>
  );
}
