import { formatLongDate } from "@/lib/dates";
import type { QuickQuoteQuery } from "@/lib/quote";

/** What the visitor asked to ship: the two places, the date, the transport and every vehicle. */
export function ShipmentSummary({ request }: { request: QuickQuoteQuery }) {
  const r = request;
  return (
    <section aria-labelledby="shipment-title" className="rounded-2xl border border-line bg-surface p-5">
      <h2 id="shipment-title" className="text-lg font-bold">
        Your shipment
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="font-semibold">From</dt>
        <dd>
          {r.origin_city}, {r.origin_state} {r.origin_postal_code}
        </dd>
        <dt className="font-semibold">To</dt>
        <dd>
          {r.destination_city}, {r.destination_state} {r.destination_postal_code}
        </dd>
        <dt className="font-semibold">Ship date</dt>
        <dd>{formatLongDate(r.ship_date)}</dd>
        <dt className="font-semibold">Transport</dt>
        <dd>{r.transport_type} carrier</dd>
      </dl>
      <h3 className="mt-4 text-sm font-semibold">
        {r.Vehicles.length === 1 ? "Vehicle" : `Vehicles (${r.Vehicles.length})`}
      </h3>
      <ul className="mt-1 space-y-1 text-sm">
        {r.Vehicles.map((v, i) => (
          <li key={i}>
            {v.vehicle_year} {v.vehicle_make} {v.vehicle_model}{" "}
            <span className="text-muted">
              ({v.vehicle_type}, {v.vehicle_inop === 1 ? "does not run" : "runs"})
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
