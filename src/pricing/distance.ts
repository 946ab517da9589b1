/** Great-circle distance, and the estimated road miles the estimate shows (data-sources.md: no offline road network). */
const EARTH_RADIUS_MILES = 3958.8;

export interface Coordinates {
  lat: number;
  lng: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance in statute miles. */
export function greatCircleMiles(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Road miles estimated as the great circle times the circuity factor, rounded to whole miles. */
export const estimatedRoadMiles = (a: Coordinates, b: Coordinates, circuityFactor: number): number =>
  Math.round(greatCircleMiles(a, b) * circuityFactor);

export function nearest<T extends Coordinates>(from: Coordinates, candidates: readonly T[]): T {
  let best = candidates[0];
  let bestMiles = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const miles = greatCircleMiles(from, candidate);
    if (miles < bestMiles) [best, bestMiles] = [candidate, miles];
  }
  return best;
}
