import { StaticImage } from "@/components/ui/static-image";
import { Tabs } from "@/components/ui/tabs";
import { overseasVehicles } from "@/lib/config/copy";

/** What we ship overseas, as tabs; trailers are selected first (the campaign's focus). */
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
        items={overseasVehicles.map((v) => ({
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
