import { StaticImage } from "@/components/ui/static-image";
import { Tabs } from "@/components/ui/tabs";

/** What we ship overseas, as tabs; trailers are selected first (the campaign's focus). */
const vehicles = [
  { id: "car", label: "Car", image: "car-carrier-open", text: "Sedans, SUVs and pickups by roll-on/roll-off or in a shared container." },
  { id: "motorcycles", label: "Motorcycles", image: "motorcycle", text: "Crated or strapped in a container, with fluids drained to port rules." },
  { id: "trailers", label: "Trailers", image: "container", text: "Travel, utility and cargo trailers: rolled on a RoRo deck or loaded on a flat rack." },
  { id: "recreational", label: "Recreational", image: "rv", text: "Motorhomes, campers and boats on trailers, measured for deck height before booking." },
  { id: "classics", label: "Classics / exotics", image: "car-carrier-enclosed", text: "A private container with soft straps, and cover for the full agreed value." },
  { id: "equipment", label: "Equipment", image: "heavy-haul", text: "Excavators, tractors and loaders by RoRo or flat rack, cleaned to import standards." },
];

export function VehicleTabs() {
  return (
    <section id="vehicles" aria-labelledby="vehicles-title" className="mx-auto max-w-6xl px-6 py-16">
      <h2 id="vehicles-title" className="text-3xl font-extrabold">
        Vehicles we ship overseas
      </h2>
      <Tabs
        className="mt-8"
        label="Vehicle types"
        defaultId="trailers"
        testId="vehicle-tabs"
        items={vehicles.map((v) => ({
          id: v.id,
          label: v.label,
          panel: (
            <div className="grid items-center gap-8 md:grid-cols-2">
              <StaticImage
                src={`/images/illustrations/${v.image}.svg`}
                alt={`${v.label} ready for overseas shipping`}
                width={1200}
                height={800}
                className="h-auto w-full rounded-2xl bg-surface-2"
                data-testid="vehicle-tab-image"
              />
              <p className="text-lg text-muted">{v.text}</p>
            </div>
          ),
        }))}
      />
    </section>
  );
}
