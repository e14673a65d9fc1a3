import type { LocationRegion } from "@/lib/content";
import { MAP, MAP_HEIGHT, project, worldPaths } from "@/lib/content/map";
import { flattenLocations } from "./flatten-locations";

/**
 * "Where we ship": coastlines, truck routes (dashed, from a place to its parent when both go by
 * truck) and pins (amber circles for ports, blue squares for truck destinations). Server-rendered
 * SVG; the accordion and list next to it carry the same places as text.
 */
export function WorldMap({ regions }: { regions: LocationRegion[] }) {
  const { land, water } = worldPaths();
  const pins = flattenLocations(regions);
  const ports = pins.filter((p) => p.icon === "ship").length;
  const routes = pins.filter((p) => p.icon === "truck" && p.parent?.icon === "truck");
  // Each kind of mark is one path of many shapes: the map was ~240 elements for the browser to parse, style and
  // hydrate, and a pin's own <title> was a tooltip only a mouse could reach; the lists below carry every place.
  const routePath = routes
    .map((pin) => {
      const a = project(pin.lng, pin.lat);
      const b = project(pin.parent?.lng ?? pin.lng, pin.parent?.lat ?? pin.lat);
      return `M${a.x} ${a.y}L${b.x} ${b.y}`;
    })
    .join("");
  const points = (icon: string) => pins.filter((p) => p.icon === icon).map((p) => project(p.lng, p.lat));
  const truckPath = points("truck")
    .map(({ x, y }) => `M${x - 4.5} ${y - 4.5}h9v9h-9z`)
    .join("");
  const portPath = points("ship")
    .map(({ x, y }) => `M${x - 5} ${y}a5 5 0 1 0 10 0a5 5 0 1 0 -10 0z`)
    .join("");
  return (
    <figure className="overflow-hidden rounded-2xl border border-line bg-surface-2">
      <svg viewBox={`0 0 ${MAP.width} ${MAP_HEIGHT}`} role="img" aria-labelledby="world-map-title world-map-desc" className="h-auto w-full">
        <title id="world-map-title">Where we ship</title>
        <desc id="world-map-desc">
          {`World map with ${ports} ports served by ship and ${pins.length - ports} destinations served by truck.`}
        </desc>
        <rect width={MAP.width} height={MAP_HEIGHT} className="fill-surface-2" />
        <path d={land} className="fill-surface-3 stroke-line" strokeWidth="0.8" strokeLinejoin="round" />
        <path d={water} className="fill-surface-2" />
        <path d={routePath} className="fill-none stroke-brand" strokeWidth="1.5" strokeDasharray="4 3" />
        <path d={truckPath} className="fill-brand" stroke="#ffffff" strokeWidth="1.2" />
        <path d={portPath} fill="#ffb020" stroke="#0a1f44" strokeWidth="1.5" />
      </svg>
      <figcaption className="flex flex-wrap gap-4 px-4 py-3 text-sm text-muted">
        <span className="inline-flex items-center gap-2">
          <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3"><circle cx="6" cy="6" r="5" fill="#ffb020" stroke="#0a1f44" /></svg>
          Port (ocean shipping)
        </span>
        <span className="inline-flex items-center gap-2">
          <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3"><rect x="1" y="1" width="10" height="10" rx="2" className="fill-brand" /></svg>
          Truck route (overland)
        </span>
      </figcaption>
    </figure>
  );
}
