import { StaticImage } from "@/components/ui/static-image";
import { Link } from "@/components/ui/link";
import { Tabs } from "@/components/ui/tabs";
import { pickerServices } from "@/lib/config/copy";

/** The home page's services picker (#ourservices): tabs that swap the image and the description. */
export function ServicesPicker() {
  return (
    <Tabs
      label="Our services"
      testId="services-picker"
      items={pickerServices.map((s) => ({
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
