import { LAND, WATER } from "./world-outline";

/**
 * Equirectangular projection of the inhabited latitudes (84°N to 58°S; Antarctica is left out) onto a
 * 1000-unit-wide SVG, computed at build time so the page ships a static drawing.
 */
export const MAP = { width: 1000, north: 84, south: -58 } as const;
const SCALE = MAP.width / 360;
export const MAP_HEIGHT = Math.round((MAP.north - MAP.south) * SCALE);

export function project(lng: number, lat: number): { x: number; y: number } {
  return { x: round((lng + 180) * SCALE), y: round((MAP.north - lat) * SCALE) };
}

const round = (n: number) => Math.round(n * 10) / 10;

function ringPath(ring: [number, number][]): string {
  return `${ring
    .map(([lng, lat], i) => {
      const { x, y } = project(lng, lat);
      return `${i === 0 ? "M" : "L"}${x} ${y}`;
    })
    .join("")}Z`;
}

/** One path for all land and one for inland seas, so the SVG stays a few kilobytes. */
export function worldPaths(): { land: string; water: string } {
  return { land: LAND.map(ringPath).join(""), water: WATER.map(ringPath).join("") };
}
