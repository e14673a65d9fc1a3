/** Points on the globe: distances for labels, unit vectors for the nearest-port search. */
const EARTH_KM = 6371;
const RAD = Math.PI / 180;

export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const a =
    Math.sin(((lat2 - lat1) * RAD) / 2) ** 2 +
    Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(((lng2 - lng1) * RAD) / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

export function unitVector(lat: number, lng: number): [number, number, number] {
  const cosLat = Math.cos(lat * RAD);
  return [cosLat * Math.cos(lng * RAD), cosLat * Math.sin(lng * RAD), Math.sin(lat * RAD)];
}

/** The index of the point nearest to (lat, lng) among unit vectors packed three numbers each: the largest dot product. */
export function nearestOf(vectors: Float64Array, lat: number, lng: number): number {
  const [x, y, z] = unitVector(lat, lng);
  let best = 0;
  let bestDot = -2;
  for (let i = 0; i < vectors.length; i += 3) {
    const dot = x * (vectors[i] as number) + y * (vectors[i + 1] as number) + z * (vectors[i + 2] as number);
    if (dot > bestDot) [best, bestDot] = [i / 3, dot];
  }
  return best;
}
