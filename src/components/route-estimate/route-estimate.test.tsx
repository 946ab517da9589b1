import { render, screen } from '@testing-library/react';
import React from 'react';
import { estimateShipment } from '../../pricing/estimate';
import { DEFAULT_RATE_TABLE } from '../../pricing/rate-table';
import { RouteEstimate } from '.';

const place = (label: string, lat: number, lng: number, state: string) => ({
  label,
  lat,
  lng,
  state,
  country: 'US',
  isPort: false,
});
const estimate = estimateShipment(
  {
    origin: place('Miami, FL', 25.7864, -80.2042, 'FL'),
    destination: place('Boston, MA', 42.36, -71.06, 'MA'),
    shipDate: '2027-02-10',
    transportType: 'Open',
    vehicles: [{ type: 'Car', inop: false }],
  },
  DEFAULT_RATE_TABLE,
);

describe('the route estimate card', () => {
  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('shows a build-time estimate at once: miles, open and enclosed ranges, transit', () => {
    render(<RouteEstimate from="Miami, FL" to="Boston, MA" estimate={estimate} />);
    if (estimate.kind !== 'estimate') throw new Error('no estimate');
    const card = screen.getByTestId('route-estimate');
    expect(card).toHaveTextContent('Miami, FL → Boston, MA');
    expect(card).toHaveTextContent(`About ${estimate.miles.toLocaleString('en-US')} miles`);
    const [open, enclosed] = estimate.options;
    expect(card).toHaveTextContent(
      `Open carrier$${open.price[0].toLocaleString('en-US')} – $${open.price[1].toLocaleString('en-US')}`,
    );
    expect(card).toHaveTextContent(`Enclosed carrier$${enclosed.price[0].toLocaleString('en-US')}`);
    expect(card).toHaveTextContent('not a fixed price');
  });

  it('asks /api/estimate for the route when none was given, and falls back to the agent when it cannot', async () => {
    const fetchMock = jest.fn(() =>
      Promise.resolve({ json: () => Promise.resolve({ status: 200, data: estimate }) } as Response),
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const { unmount } = render(<RouteEstimate from="Miami, FL" to="Boston, MA" />);
    expect(await screen.findByText(/About .* miles/)).toBeInTheDocument();
    expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({
      from: 'Miami, FL',
      to: 'Boston, MA',
    });
    unmount();
    globalThis.fetch = jest.fn(() =>
      Promise.resolve({ json: () => Promise.resolve({ status: 422 }) } as Response),
    ) as unknown as typeof fetch;
    render(<RouteEstimate from="Atlantis" to="Boston, MA" />);
    expect(await screen.findByText(/an agent prices this route/)).toBeInTheDocument();
  });
});
