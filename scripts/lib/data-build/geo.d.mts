/** Types of geo.mjs for the TypeScript tests that exercise the data build. */
export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number;
export function round4(value: number): number;
export class Grid<T = unknown> {
  constructor(cellDeg: number);
  add(lat: number, lng: number, item: T): void;
  near(lat: number, lng: number, km: number): Array<{ item: T; km: number }>;
}
export function unitVector(lat: number, lng: number): [number, number, number];
export function nearestIndex(
  lat: number,
  lng: number,
  vectors: Array<[number, number, number]>,
): { index: number; km: number };
