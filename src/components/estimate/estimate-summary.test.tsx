import { render, screen, within } from '@testing-library/react';
import React from 'react';
import { landEstimate, usPlace } from '../../pricing/testing/land-estimate';
import { EstimateSummary } from '.';

const estimate = landEstimate({
  origin: usPlace('Chicago, IL', 41.8781, -87.6298, 'IL'),
  destination: usPlace('Dallas, TX', 32.7767, -96.797, 'TX'),
  shipDate: '2027-02-10',
  transportType: 'Enclosed',
  vehicles: [
    { type: 'Car', inop: false },
    { type: 'SUV', inop: true },
  ],
});

describe('the estimate summary', () => {
  it('shows miles, transit, pickup and open and enclosed ranges side by side, the chosen one marked', () => {
    render(<EstimateSummary estimate={estimate} id="t" />);
    const summary = screen.getByRole('region', { name: 'Your instant estimate' });
    expect(summary).toHaveTextContent(`About ${estimate.miles.toLocaleString('en-US')} miles`);
    expect(summary).toHaveTextContent('3–5 days after pickup');
    expect(summary).toHaveTextContent('Within 1–7 business days');
    const options = within(screen.getByRole('list', { name: 'Estimated price by way of shipping' })).getAllByRole(
      'listitem',
    );
    expect(options.map((option) => option.getAttribute('data-option'))).toEqual(['open', 'enclosed']);
    const [low, high] = estimate.options[1].price;
    expect(options[1]).toHaveTextContent(`$${low.toLocaleString('en-US')} – $${high.toLocaleString('en-US')}`);
    expect(options[1]).toHaveTextContent('Your choice');
    expect(options[0]).not.toHaveTextContent('Your choice');
  });

  it('never reads as a fixed price, and says what the range depends on', () => {
    render(<EstimateSummary estimate={estimate} id="t" />);
    expect(screen.getByText(/An estimate, not a fixed price/)).toHaveTextContent('The ranges cover all 2 vehicles.');
    expect(screen.getByText('What the range depends on')).toBeInTheDocument();
    expect(screen.getByText('Vehicle size: SUV.')).toBeInTheDocument();
    expect(screen.getByText('A vehicle that does not run.')).toBeInTheDocument();
  });

  it('hands a route it cannot price to the agent, with the reason', () => {
    render(
      <EstimateSummary
        estimate={{ kind: 'by-hand', rateVersion: 'v', reason: 'Moves between islands.', miles: null }}
        id="t"
      />,
    );
    expect(screen.getByText('Your agent prices this one')).toBeInTheDocument();
    expect(screen.getByText('Moves between islands.')).toBeInTheDocument();
    expect(screen.queryByText(/\$/)).toBeNull();
  });
});
