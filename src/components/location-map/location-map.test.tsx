import { render, screen, within } from '@testing-library/react';
import React from 'react';
import type { LocationMapData } from '../../locations/location-map';
import { LocationMap } from './location-map';

const map: LocationMapData = {
  width: 1000,
  height: 434,
  land: 'M0 0L10 0L10 10Z',
  regions: [
    {
      name: 'Europe',
      x: 520,
      y: 120,
      href: '/shipping-locations/europe',
      iconType: 'ship',
      countries: [
        {
          name: 'Germany',
          x: 530,
          y: 110,
          href: '/shipping-locations/europe/germany',
          iconType: 'ship',
          groups: [
            {
              name: null,
              places: [
                { name: 'Bremerhaven', x: 528, y: 100, href: null, iconType: 'ship' },
                { name: 'Munich', x: 535, y: 118, href: '/shipping-locations/europe/germany', iconType: 'truck' },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe('LocationMap', () => {
  it('draws one marker per country and place, a ship or a truck, at its projected position', () => {
    const { container } = render(<LocationMap map={map} />);
    const markers = container.querySelectorAll('g.place');
    expect([...markers].map((marker) => marker.getAttribute('data-place'))).toEqual([
      'Germany',
      'Bremerhaven',
      'Munich',
    ]);
    expect(container.querySelector('g.place.ship[data-place="Bremerhaven"] circle')).toHaveAttribute('cx', '528');
    expect(container.querySelector('g.place.truck[data-place="Munich"]')).toBeInTheDocument();
    expect(container.querySelector('path.land')).toHaveAttribute('d', map.land);
  });

  it('links markers to their location pages; a place without a page is no link', () => {
    const { container } = render(<LocationMap map={map} />);
    const svg = container.querySelector('svg') as SVGSVGElement;
    expect(within(svg as unknown as HTMLElement).getByRole('link', { name: 'Germany' })).toHaveAttribute(
      'href',
      '/shipping-locations/europe/germany',
    );
    expect(svg.querySelector('g[data-place="Bremerhaven"] a')).toBeNull();
  });

  it('lists every region, country and place as text and links beside the map', () => {
    render(<LocationMap map={map} />);
    const region = screen.getByRole('region', { name: 'Europe' });
    expect(within(region).getByRole('heading', { level: 3, name: 'Europe' })).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Germany' })).toBeInTheDocument();
    expect(within(region).getByText('Bremerhaven')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Munich' })).toHaveAttribute(
      'href',
      '/shipping-locations/europe/germany',
    );
    expect(within(region).getByLabelText('By ship')).toBeInTheDocument();
  });
});
