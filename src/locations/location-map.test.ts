import type { LocationNode } from '../types/content';
import { buildLocationMap, land, MAP_HEIGHT, MAP_WIDTH, project } from './location-map';

const node = (name: string, lat: number, lng: number, extra: Partial<LocationNode> = {}): LocationNode => ({
  name,
  lat,
  lng,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  url: `/shipping-locations/${name.toLowerCase().replace(/\W+/g, '-')}`,
  image: null,
  iconType: 'truck',
  isSubtitle: false,
  children: [],
  ...extra,
});

describe('the location map projection', () => {
  it('puts places where they are relative to each other', () => {
    const newYork = project(-74, 40.7);
    const bremerhaven = project(8.58, 53.55);
    const losAngeles = project(-118.2, 33.75);
    const honolulu = project(-157.86, 21.3);
    const tokyo = project(139.7, 35.7);
    const sydney = project(151.2, -33.9);
    expect(bremerhaven[0]).toBeGreaterThan(newYork[0]);
    expect(bremerhaven[1]).toBeLessThan(newYork[1]);
    expect(honolulu[0]).toBeLessThan(losAngeles[0]);
    expect(sydney[1]).toBeGreaterThan(tokyo[1]);
  });

  it('keeps every place with a latitude between 58° S and 80° N inside the map', () => {
    for (const [lng, lat] of [
      [-180, 0],
      [180, 0],
      [0, 80],
      [0, -58],
      [-150, 61],
    ]) {
      const [x, y] = project(lng, lat);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(MAP_WIDTH);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(MAP_HEIGHT);
    }
  });

  it('draws the land of Natural Earth as one compact path', () => {
    const path = land();
    expect(path).toMatch(/^M[\d.]+ [\d.]+L/);
    expect(path.match(/M/g)?.length).toBeGreaterThan(50);
    expect(path.length).toBeLessThan(80_000);
  });
});

describe('buildLocationMap', () => {
  const tree = [
    node('North America', 45, -100, {
      children: [
        node('United States', 39.8, -98.6, {
          children: [
            node('Continental USA', 39.5, -98.3, {
              isSubtitle: true,
              url: null,
              children: [node('Baltimore, MD', 39.25, -76.53, { iconType: 'ship' })],
            }),
            node('Alaska', 61.2, -149.9, { children: [node('Anchorage', 61.2, -149.9, { iconType: 'ship' })] }),
          ],
        }),
      ],
    }),
    node('Europe', 50, 10, { iconType: 'ship', children: [node('Germany', 51, 10, { url: null })] }),
  ];

  it('keeps the regions, their countries, the grouping headings and every place under them', () => {
    const map = buildLocationMap(tree);
    expect(map.regions.map((region) => region.name)).toEqual(['North America', 'Europe']);
    const usa = map.regions[0].countries[0];
    expect(usa.name).toBe('United States');
    expect(usa.groups).toEqual([
      {
        name: null,
        places: [expect.objectContaining({ name: 'Alaska' }), expect.objectContaining({ name: 'Anchorage' })],
      },
      { name: 'Continental USA', places: [expect.objectContaining({ name: 'Baltimore, MD', iconType: 'ship' })] },
    ]);
    expect(map.regions[1].countries[0]).toMatchObject({ name: 'Germany', href: null });
  });
});

describe('the land path', () => {
  it('never draws a line across the whole map (rings crossing the antimeridian are broken)', () => {
    const segments = land().split('M').filter(Boolean);
    for (const segment of segments) {
      const xs = segment.split('L').map((pair) => Number(pair.replace('Z', '').split(' ')[0]));
      for (let index = 1; index < xs.length; index += 1) {
        expect(Math.abs(xs[index] - xs[index - 1])).toBeLessThan(MAP_WIDTH / 2);
      }
    }
  });
});
