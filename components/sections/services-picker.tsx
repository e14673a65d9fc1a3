import { StaticImage } from "@/components/ui/static-image";
import { Link } from "@/components/ui/link";
import { Tabs } from "@/components/ui/tabs";
import { SERVICES_PATH, serviceHref } from "@/lib/config/service-urls";

const services = [
  {
    id: "enclosed",
    label: "Enclosed",
    title: "Enclosed auto transport",
    image: "/images/illustrations/car-carrier-enclosed.svg",
    alt: "A covered car trailer protecting a classic car",
    text: "Hard-sided or soft-sided trailers that keep road debris and weather off classics, exotics and freshly restored cars. Fewer cars per load, lift-gate loading and higher cargo cover.",
    href: serviceHref("enclosed-auto-shipping"),
  },
  {
    id: "open",
    label: "Open",
    title: "Open auto transport",
    image: "/images/illustrations/car-carrier-open.svg",
    alt: "An open two-level car carrier loaded with sedans",
    text: "The same multi-car carriers dealers use: the most affordable and fastest-to-book way to move an everyday car, with the carrier’s cargo insurance included.",
    href: serviceHref("open-auto-shipping"),
  },
  {
    id: "heavy",
    label: "Heavy equipment",
    title: "Heavy equipment shipping",
    image: "/images/illustrations/heavy-haul.svg",
    alt: "An excavator on a lowboy trailer",
    text: "Flatbed, step-deck and removable-gooseneck trailers for excavators, tractors, buses and containers, with oversize permits and escorts arranged when the load needs them.",
    href: serviceHref("heavy-equipment-shipping"),
  },
  {
    id: "canada-hawaii",
    label: "Canada & Hawaii",
    title: "Canada and Hawaii",
    image: "/images/illustrations/hawaii.svg",
    alt: "A roll-on/roll-off ship sailing toward Hawaiian islands",
    text: "Cross-border moves with the export paperwork handled, and mainland-to-island shipping through West Coast ports to Honolulu, Kahului, Hilo and Nawiliwili.",
    href: serviceHref("locational", "hawaii-car-shipping"),
  },
  {
    id: "special",
    label: "Special request",
    title: "Special requests",
    image: "/images/illustrations/boat.svg",
    alt: "A boat on a trailer ready for transport",
    text: "Boats, RVs, motorcycles, golf carts, non-running project cars: tell us what it is and where it goes, and we’ll match it to a carrier equipped for it.",
    href: SERVICES_PATH,
  },
];

/** The home page's services picker (#ourservices): tabs that swap the image and the description. */
export function ServicesPicker() {
  return (
    <Tabs
      label="Our services"
      testId="services-picker"
      items={services.map((s) => ({
        id: s.id,
        label: s.label,
        panel: (
          <div className="grid items-center gap-8 md:grid-cols-2">
            <StaticImage
              src={s.image}
              alt={s.alt}
              width={1200}
              height={800}
              className="h-auto w-full rounded-2xl bg-surface-2"
              data-testid="services-picker-image"
            />
            <div>
              <h3 className="text-2xl font-bold">{s.title}</h3>
              <p className="mt-3 text-muted" data-testid="services-picker-text">
                {s.text}
              </p>
              <Link href={s.href} className="mt-4 inline-block font-semibold text-brand underline">
                More about {s.title.toLowerCase()}
              </Link>
            </div>
          </div>
        ),
      }))}
    />
  );
}
