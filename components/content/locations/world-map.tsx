import type { LocationRegion } from "@/lib/content";
import { MAP, MAP_HEIGHT, project, worldPaths } from "@/lib/content/map/projection";
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
        {routes.map((pin) => {
          const a = project(pin.lng, pin.lat);
          const b = project(pin.parent?.lng ?? pin.lng, pin.parent?.lat ?? pin.lat);
          return <line key={`route-${pin.slug}`} x1={a.x} y1={a.y} x2={b.x} y2={b.y} className="stroke-brand" strokeWidth="1.5" strokeDasharray="4 3" />;
        })}
        {pins.map((pin) => {
          const { x, y } = project(pin.lng, pin.lat);
          return (
            <g key={`${pin.parent?.lat ?? ""}-${pin.slug}`}>
              <title>{`${pin.name} (${pin.icon === "ship" ? "port" : "truck"})`}</title>
              {pin.icon === "ship" ? (
                <circle cx={x} cy={y} r="5" fill="#ffb020" stroke="#0a1f44" strokeWidth="1.5" />
              ) : (
                <rect x={x - 4.5} y={y - 4.5} width="9" height="9" rx="1.5" className="fill-brand" stroke="#ffffff" strokeWidth="1.2" />
              )}
            </g>
          );
        })}
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
