import { StaticImage } from "@/components/ui/static-image";
import { overseasVehicles } from "@/lib/config/copy";

/**
 * What we ship overseas: every kind at once, a card each, trailers first (the campaign's focus). Five short
 * cards read faster than five tabs, and a grid needs no script: as tabs they cost the landing the tabs' chunk,
 * the one client component it had that other pages' layouts do not load (docs/benchmarks.md, issue 41). The
 * illustrations load lazily, as the section nears the screen.
 */
export function OverseasVehicles() {
  return (
    <section id="vehicles" aria-labelledby="vehicles-title" className="mx-auto max-w-6xl px-6 py-16">
      <h2 id="vehicles-title" className="text-3xl font-extrabold">
        Vehicles we ship overseas
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="overseas-vehicles">
        {overseasVehicles.map((v) => (
          <li key={v.id} className="rounded-2xl border border-line bg-surface p-4">
            <StaticImage
              src={`/images/illustrations/${v.image}.svg`}
              alt={`${v.label} ready for overseas shipping`}
              width={1200}
              height={800}
              className="h-auto w-full rounded-xl bg-surface-2"
            />
            <h3 className="mt-4 text-lg font-bold">{v.label}</h3>
            <p className="mt-1 text-muted">{v.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
