import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { LocationNode } from '../types/content';
import { equalEarth } from './equal-earth';

/** The map the site draws itself (no tiles from outside): land, and the location tree's places. */
export interface LocationMapData {
  width: number;
  height: number;
  /** The land of Natural Earth (1:110m), projected: one SVG path. */
  land: string;
  regions: MapRegion[];
}

export interface MapPlace {
  name: string;
  x: number;
  y: number;
  href: string | null;
  iconType: 'ship' | 'truck';
}

export interface MapCountry extends MapPlace {
  /** Grouping headings (isSubtitle nodes) and the places under them. */
  groups: { name: string | null; places: MapPlace[] }[];
}

export interface MapRegion extends MapPlace {
  countries: MapCountry[];
}

export const MAP_WIDTH = 1000;
/** The map leaves out Antarctica and the high Arctic. */
const NORTH = 80;
const SOUTH = -58;

const [west] = equalEarth(-180, 0);
const [east] = equalEarth(180, 0);
const top = equalEarth(0, NORTH)[1];
const bottom = equalEarth(0, SOUTH)[1];
const scale = MAP_WIDTH / (east - west);
export const MAP_HEIGHT = Math.round((top - bottom) * scale);

/** Longitude and latitude to the map's pixels (y grows downwards, as in SVG). */
export function project(lng: number, lat: number): [number, number] {
  const [x, y] = equalEarth(lng, lat);
  return [round((x - west) * scale), round((top - y) * scale)];
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * One ring as path commands, dropping points less than half a pixel from the last one kept. A
 * ring that crosses the antimeridian (Fiji, Chukotka) is broken there rather than drawn across.
 */
function ringPath(ring: number[][]): string {
  const points: [number, number][] = [];
  for (const [lng, lat] of ring) {
    const point = project(lng, Math.max(SOUTH - 2, Math.min(NORTH + 2, lat)));
    const last = points[points.length - 1];
    if (!last || Math.abs(last[0] - point[0]) + Math.abs(last[1] - point[1]) >= 0.5) points.push(point);
  }
  if (points.length < 3) return '';
  const crosses = points.some((point, index) => index > 0 && Math.abs(point[0] - points[index - 1][0]) > MAP_WIDTH / 2);
  return (
    points
      .map(([x, y], index) => {
        const jump = index > 0 && Math.abs(x - points[index - 1][0]) > MAP_WIDTH / 2;
        return `${index === 0 || jump ? 'M' : 'L'}${x} ${y}`;
      })
      .join('') + (crosses ? '' : 'Z')
  );
}

let landPath: string | null = null;

/** The land outline, projected once per build. */
export function land(): string {
  if (landPath !== null) return landPath;
  const topology = require('world-atlas/land-110m.json') as Topology<{ land: GeometryCollection }>;
  const geometry = feature(topology, topology.objects.land);
  const features = 'features' in geometry ? geometry.features : [geometry];
  const rings: string[] = [];
  for (const item of features) {
    const { geometry: shape } = item;
    const polygons =
      shape.type === 'MultiPolygon' ? shape.coordinates : shape.type === 'Polygon' ? [shape.coordinates] : [];
    for (const polygon of polygons) for (const ring of polygon) rings.push(ringPath(ring));
  }
  landPath = rings.filter(Boolean).join('');
  return landPath;
}

const place = (node: LocationNode): MapPlace => {
  const [x, y] = project(node.lng, node.lat);
  return { name: node.name, x, y, href: node.url, iconType: node.iconType };
};

/** Everything under a country: places directly under it, and those under its grouping headings. */
function countryGroups(node: LocationNode): MapCountry['groups'] {
  const direct = node.children.filter((child) => !child.isSubtitle);
  const groups: MapCountry['groups'] = direct.length ? [{ name: null, places: direct.flatMap(places) }] : [];
  for (const heading of node.children.filter((child) => child.isSubtitle)) {
    groups.push({ name: heading.name, places: heading.children.flatMap(places) });
  }
  return groups;
}

/** A node and everything below it that is not a grouping heading, as places. */
function places(node: LocationNode): MapPlace[] {
  if (node.isSubtitle) return node.children.flatMap(places);
  return [place(node), ...node.children.flatMap(places)];
}

/** The regions of the location tree (SPEC §2), their countries and their ports and places. */
export function buildLocationMap(tree: LocationNode[]): LocationMapData {
  return {
    width: MAP_WIDTH,
    height: MAP_HEIGHT,
    land: land(),
    regions: tree.map((region) => ({
      ...place(region),
      countries: region.children.map((country) => ({ ...place(country), groups: countryGroups(country) })),
    })),
  };
}
