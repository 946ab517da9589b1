/** What several index compilers use: a fixed text order, rounded coordinates, distances and the name key datasets join on. */
import { canonicalName, foldText } from '../search-text';

/** Code-unit order, never the locale's: the same packages must give the same bytes on every machine. */
export const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Four decimals is about 11 m: plenty for suggestions and distance estimates, and it keeps the files small. */
export const coordinate = (value: number) => Math.round(value * 1e4) / 1e4;

/** Great-circle distance (haversine). */
export function distanceKm(latA: number, lngA: number, latB: number, lngB: number): number {
  const toRadians = Math.PI / 180;
  const dLat = (latB - latA) * toRadians;
  const dLng = (lngB - lngA) * toRadians;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(latA * toRadians) * Math.cos(latB * toRadians) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function nearest<T extends { lat: number; lng: number }>(items: T[], lat: number, lng: number): T | undefined {
  let best: T | undefined;
  let bestDistance = Infinity;
  for (const item of items) {
    const distance = distanceKm(lat, lng, item.lat, item.lng);
    if (distance < bestDistance) {
      best = item;
      bestDistance = distance;
    }
  }
  return best;
}

/** The key two datasets' place names are joined on: accents, case and "St"/"Saint" never matter. */
export const joinName = (name: string) => canonicalName(foldText(name));
