/** Distances and a coarse grid for neighbour queries; coordinates are degrees. */
const EARTH_KM = 6371;
const RAD = Math.PI / 180;
const KM_PER_DEGREE = (Math.PI * EARTH_KM) / 180;

export function haversineKm(lat1, lng1, lat2, lng2) {
  const dLat = (lat2 - lat1) * RAD;
  const dLng = (lng2 - lng1) * RAD;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** 4 decimals (about 11 m) is finer than any source here and keeps the files small and stable. */
export function round4(value) {
  const rounded = Math.round(value * 1e4) / 1e4;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** Buckets points into cells of `cellDeg` degrees so that "everything within r km" looks at few cells. */
export class Grid {
  constructor(cellDeg) {
    this.cellDeg = cellDeg;
    this.cells = new Map();
  }

  key(latCell, lngCell) {
    return `${latCell}:${lngCell}`;
  }

  add(lat, lng, item) {
    const k = this.key(Math.floor(lat / this.cellDeg), Math.floor(lng / this.cellDeg));
    const cell = this.cells.get(k);
    if (cell) cell.push({ lat, lng, item });
    else this.cells.set(k, [{ lat, lng, item }]);
  }

  /** Items within `km`, nearest first, each with its distance: { item, km }. */
  near(lat, lng, km) {
    const latCell = Math.floor(lat / this.cellDeg);
    const lngCell = Math.floor(lng / this.cellDeg);
    // Enough cells to cover km in each direction; a degree of longitude shrinks towards the poles.
    const cellKm = KM_PER_DEGREE * this.cellDeg;
    const dyMax = Math.ceil(km / cellKm);
    const dxMax = Math.min(
      Math.ceil(km / (cellKm * Math.max(Math.cos(lat * RAD), 0.01))),
      Math.ceil(360 / this.cellDeg),
    );
    const found = [];
    for (let dy = -dyMax; dy <= dyMax; dy++) {
      for (let dx = -dxMax; dx <= dxMax; dx++) {
        const cell = this.cells.get(this.key(latCell + dy, lngCell + dx));
        if (!cell) continue;
        for (const p of cell) {
          const d = haversineKm(lat, lng, p.lat, p.lng);
          if (d <= km) found.push({ item: p.item, km: d });
        }
      }
    }
    return found.sort((a, b) => a.km - b.km);
  }
}

export function unitVector(lat, lng) {
  const cosLat = Math.cos(lat * RAD);
  return [cosLat * Math.cos(lng * RAD), cosLat * Math.sin(lng * RAD), Math.sin(lat * RAD)];
}

/**
 * Nearest of a small set of points (ports) by the largest dot product of unit vectors, which is the
 * smallest great-circle distance without any trigonometry per pair. Ties keep the lower index.
 */
export function nearestIndex(lat, lng, vectors) {
  const [x, y, z] = /** @type {[number, number, number]} */ (unitVector(lat, lng));
  let best = -1;
  let bestDot = -2;
  for (let i = 0; i < vectors.length; i++) {
    const v = vectors[i];
    const dot = x * v[0] + y * v[1] + z * v[2];
    if (dot > bestDot) {
      bestDot = dot;
      best = i;
    }
  }
  return { index: best, km: 6371 * Math.acos(Math.min(1, Math.max(-1, bestDot))) };
}
