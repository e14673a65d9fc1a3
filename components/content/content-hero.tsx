import { StaticImage } from "@/components/ui/static-image";
import type { ContentPageData } from "@/lib/content";

export function ContentHero({ hero }: { hero: ContentPageData["hero"] }) {
  return (
    <header className="grid items-center gap-8 lg:grid-cols-[1.1fr_1fr]">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-fg sm:text-4xl">{hero.heading}</h1>
        <p className="mt-4 max-w-prose text-lg text-muted">{hero.intro}</p>
      </div>
      <StaticImage
        src={hero.image.src}
        alt={hero.image.alt}
        width={hero.image.width}
        height={hero.image.height}
       
        priority
        className="h-auto w-full rounded-2xl bg-surface-2"
      />
    </header>
  );
}
