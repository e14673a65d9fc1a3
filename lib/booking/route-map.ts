import { project } from "@/lib/content/map";

/**
 * The booking page's route map: the "where we ship" projection and outlines, cropped to the lower 48 states
 * (grown to take in Alaska or Canada when a pin lies there), so both pins always show.
 */
const USA_VIEW = { west: -125.5, east: -66, north: 50, south: 24 } as const;
/** Room around the pins, in map units, so a pin never sits on the frame. */
const PADDING = 12;

type MapPoint = { x: number; y: number };
export type RouteMapView = { viewBox: string; from: MapPoint; to: MapPoint };

export function routeMapView(from: { lat: number; lng: number }, to: { lat: number; lng: number }): RouteMapView {
  const a = project(from.lng, from.lat);
  const b = project(to.lng, to.lat);
  const nw = project(USA_VIEW.west, USA_VIEW.north);
  const se = project(USA_VIEW.east, USA_VIEW.south);
  const left = Math.min(nw.x, a.x - PADDING, b.x - PADDING);
  const top = Math.min(nw.y, a.y - PADDING, b.y - PADDING);
  const right = Math.max(se.x, a.x + PADDING, b.x + PADDING);
  const bottom = Math.max(se.y, a.y + PADDING, b.y + PADDING);
  const round = (n: number) => Math.round(n * 10) / 10;
  return { viewBox: [left, top, right - left, bottom - top].map(round).join(" "), from: a, to: b };
}
