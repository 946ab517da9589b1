/**
 * The Equal Earth projection (Šavrič, Patterson and Jenny, 2018): an equal-area world map that
 * keeps the continents' familiar shapes. Longitude and latitude in degrees; the result in the
 * projection's own units (x from about -2.7 to 2.7, y from about -1.3 to 1.3, north up).
 */
const A1 = 1.340264;
const A2 = -0.081106;
const A3 = 0.000893;
const A4 = 0.003796;
const M = Math.sqrt(3) / 2;

export function equalEarth(lng: number, lat: number): [number, number] {
  const lambda = (lng * Math.PI) / 180;
  const phi = (lat * Math.PI) / 180;
  const theta = Math.asin(M * Math.sin(phi));
  const t2 = theta * theta;
  const t6 = t2 * t2 * t2;
  const x = (2 * Math.sqrt(3) * lambda * Math.cos(theta)) / (3 * (9 * A4 * t6 * t2 + 7 * A3 * t6 + 3 * A2 * t2 + A1));
  const y = theta * (A4 * t6 * t2 + A3 * t6 + A2 * t2 + A1);
  return [x, y];
}
