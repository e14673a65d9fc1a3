import { StaticImage } from "@/components/ui/static-image";
import { getTransportTypes } from "@/lib/content";

/** Roll-on/roll-off, container and air freight, each with its price level, two paragraphs and three tags. */
export async function TransportTypesSection() {
  const types = await getTransportTypes();
  return (
    <section id="transport-types" aria-labelledby="types-title" className="mx-auto max-w-6xl px-6 py-16">
      <h2 id="types-title" className="text-3xl font-extrabold">
        Three ways to ship overseas
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {types.map((t) => (
          <li key={t.slug} className="flex flex-col rounded-2xl border border-line p-6">
            <StaticImage
              src={t.image}
              alt=""
              width={1200}
              height={800}
              className="h-auto w-full rounded-xl bg-surface-2"
            />
            <h3 className="mt-4 flex items-baseline justify-between text-xl font-bold">
              {t.title}
              <span className="text-brand" aria-label={`Price level ${t.price.length} of 3`}>
                {t.price}
              </span>
            </h3>
            {t.paragraphs.map((p) => (
              <p key={p.slice(0, 24)} className="mt-3 text-muted">
                {p}
              </p>
            ))}
            <ul className="mt-4 flex flex-wrap gap-2" aria-label="Details">
              {t.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-surface-3 px-3 py-1 text-sm">
                  {tag}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
