import { routeMapView, type RoutePoint } from "@/lib/booking/server";
import { worldPaths } from "@/lib/content/map";

/** The route on a small static map of the USA: two pins and a line, drawn on the server. */
export function RouteMap({ origin, destination }: { origin: RoutePoint; destination: RoutePoint }) {
  const { land, water } = worldPaths();
  const { viewBox, from, to } = routeMapView(origin, destination);
  const [x, y, width, height] = viewBox.split(" ").map(Number);
  return (
    <figure className="overflow-hidden rounded-2xl border border-line bg-surface-2">
      <svg viewBox={viewBox} role="img" aria-labelledby="route-map-title" className="h-auto w-full">
        <title id="route-map-title">{`Route from ${origin.label} to ${destination.label}`}</title>
        <rect x={x} y={y} width={width} height={height} className="fill-surface-2" />
        <path d={land} className="fill-surface-3 stroke-line" strokeWidth="0.3" strokeLinejoin="round" />
        <path d={water} className="fill-surface-2" />
        <line
          x1={from.x}
          y1={from.y}
          x2={to.x}
          y2={to.y}
          className="stroke-brand"
          strokeWidth="0.9"
          strokeDasharray="2 1.2"
          strokeLinecap="round"
        />
        <circle cx={from.x} cy={from.y} r="2.2" className="fill-brand" stroke="#ffffff" strokeWidth="0.6" />
        <circle cx={to.x} cy={to.y} r="2.2" fill="#ffb020" stroke="#0a1f44" strokeWidth="0.6" />
      </svg>
      <figcaption className="flex flex-wrap gap-x-4 gap-y-1 px-4 py-3 text-sm">
        <span className="inline-flex items-center gap-2">
          <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3">
            <circle cx="6" cy="6" r="5" className="fill-brand" />
          </svg>
          Pickup: {origin.label}
        </span>
        <span className="inline-flex items-center gap-2">
          <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3">
            <circle cx="6" cy="6" r="5" fill="#ffb020" stroke="#0a1f44" />
          </svg>
          Delivery: {destination.label}
        </span>
      </figcaption>
    </figure>
  );
}
