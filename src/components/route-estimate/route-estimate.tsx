import React, { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { EstimateResult } from '../../pricing/estimate';
import { isEstimateResult } from '../../quote/quote-outcome';
import { colorVar, radii, space, typeScale, weights } from '../../styles/theme';
import { dayRange, milesText, priceRange } from '../estimate';

const Card = styled.div`
  display: grid;
  gap: ${space(2)};
  padding: ${space(4)} ${space(5)};
  border-radius: ${radii.md};
  border: 1px solid ${colorVar('border')};
  background: ${colorVar('surface')};
  color: ${colorVar('text')};
  p {
    margin: 0;
  }
`;

const Route = styled.p`
  font-weight: ${weights.semibold};
  color: ${colorVar('heading')};
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  gap: ${space(2)} ${space(4)};
  margin: 0;
  dt {
    font-size: ${typeScale.xs};
    color: ${colorVar('muted')};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  dd {
    margin: 0;
    font-weight: ${weights.semibold};
    font-variant-numeric: tabular-nums;
  }
`;

const Note = styled.p`
  font-size: ${typeScale.sm};
  color: ${colorVar('muted')};
`;

export interface RouteEstimateProps {
  /** As route cards name places: "Miami, FL", "Toronto, ON", or a state name. */
  from: string;
  to: string;
  /** Worked out at build time (`routeEstimateFor`); without it the card asks /api/estimate once in the browser. */
  estimate?: EstimateResult | null;
}

type State = { kind: 'loading' } | { kind: 'ready'; estimate: EstimateResult } | { kind: 'none' };

/** A route's computed distance and estimate range: one running car, open and enclosed, never a fixed price. */
export function RouteEstimate({ from, to, estimate }: RouteEstimateProps) {
  const [state, setState] = useState<State>(estimate ? { kind: 'ready', estimate } : { kind: 'loading' });

  useEffect(() => {
    if (estimate) return;
    let current = true;
    fetch('/api/estimate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ from, to }),
    })
      .then((response) => response.json())
      .then((body: { data?: unknown }) => {
        if (current) setState(isEstimateResult(body.data) ? { kind: 'ready', estimate: body.data } : { kind: 'none' });
      })
      .catch(() => current && setState({ kind: 'none' }));
    return () => {
      current = false;
    };
  }, [from, to, estimate]);

  const shown = state.kind === 'ready' && state.estimate.kind === 'estimate' ? state.estimate : null;
  const open = shown?.options.find((option) => option.id === 'open');
  const enclosed = shown?.options.find((option) => option.id === 'enclosed');
  return (
    <Card data-testid="route-estimate" aria-busy={state.kind === 'loading'}>
      <Route>
        {from} → {to}
      </Route>
      {state.kind === 'loading' ? <Note>Working out the distance and an estimate…</Note> : null}
      {shown ? (
        <>
          <Figures>
            <div>
              <dt>Distance</dt>
              <dd>{milesText(shown.miles)}</dd>
            </div>
            {open ? (
              <div>
                <dt>Open carrier</dt>
                <dd>{priceRange(open.price)}</dd>
              </div>
            ) : null}
            {enclosed ? (
              <div>
                <dt>Enclosed carrier</dt>
                <dd>{priceRange(enclosed.price)}</dd>
              </div>
            ) : null}
            <div>
              <dt>Transit</dt>
              <dd>{dayRange((open ?? shown.options[0]).transitDays)}</dd>
            </div>
          </Figures>
          <Note>Estimate for one running car with a flexible pickup, not a fixed price. Your quote confirms it.</Note>
        </>
      ) : null}
      {state.kind === 'none' || (state.kind === 'ready' && state.estimate.kind === 'by-hand') ? (
        <Note>Ask for a quote: an agent prices this route for you.</Note>
      ) : null}
    </Card>
  );
}
