import { StaticImage } from "@/components/ui/static-image";
import { getPressOutlets } from "@/lib/content";

/** Outlets that have covered us; the shipped wordmarks are examples and say so. */
export async function PressStrip() {
  const outlets = await getPressOutlets();
  if (outlets.length === 0) return null;
  const examples = outlets.some((o) => o.example);
  return (
    <section aria-labelledby="press-title" className="px-6 py-12 below-fold">
      <div className="mx-auto max-w-6xl">
        <h2 id="press-title" className="text-center text-sm font-semibold tracking-widest text-muted uppercase">
          As featured in{examples ? " (example outlets)" : ""}
        </h2>
        <ul className="mt-6 grid grid-cols-2 items-center gap-6 sm:grid-cols-4 lg:grid-cols-8">
          {outlets.map((o) => (
            <li key={o.name} className="flex justify-center">
              <a href={o.url} rel="noopener noreferrer" target="_blank" className="opacity-80 hover:opacity-100">
                <StaticImage src={o.logo} alt={o.name} width={140} height={40} className="h-10 w-auto dark:invert" />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
