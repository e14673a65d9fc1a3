import { StaticImage } from "@/components/ui/static-image";
import { ButtonLink } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";
import { HERO_MEDIA, QUOTE_FORM_ANCHOR } from "@/lib/config";
import { formatClaim, siteConfig } from "@/lib/config/site";
import { HeroVideo } from "./hero-video";

type HeroProps = {
  form: React.ReactNode;
  /** The page's h1; the home's promise unless a landing page has its own. */
  title?: string;
  /** The looping video over the poster: the home's; other pages show the poster alone. */
  video?: boolean;
  id?: string;
};

const HOME_TITLE = "Ship your car with vetted carriers, at a price you see up front";

/**
 * A hero: the promise, a call button, the form, and the poster with the video over it on the home. On a phone the
 * form follows the promise and the poster comes after it, so the first screen holds what the visitor came for;
 * from lg the poster sits under the promise and the form beside both.
 */
export function Hero({ form, title = HOME_TITLE, video = true, id = "request" }: HeroProps) {
  const { claims, phones } = siteConfig;
  return (
    <section
      id={id}
      aria-labelledby="hero-title"
      className="mx-auto grid max-w-6xl gap-10 px-6 py-10 lg:grid-cols-[1fr_28rem] lg:grid-rows-[auto_1fr] lg:gap-y-8 lg:py-14"
    >
      <div>
        <p className="font-semibold text-brand">Free quote in under a minute · no obligation</p>
        <h1 id="hero-title" className="mt-2 text-4xl font-extrabold tracking-tight md:text-5xl">
          {title}
        </h1>
        <p className="mt-4 text-lg text-muted">
          Cars, motorcycles, boats, RVs and heavy equipment across the USA and Canada and overseas.
          {` ${formatClaim(claims.vehiclesShipped)} vehicles shipped; you pay nothing until a carrier is confirmed.`}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink href={`tel:${phones.main.tel}`} variant="accent">
            <Icon name="phone" width={20} height={20} />
            Call {phones.main.display}
          </ButtonLink>
          <ButtonLink href={`#${QUOTE_FORM_ANCHOR}`} variant="outline" className="lg:hidden">
            Start my quote
          </ButtonLink>
        </div>
      </div>
      <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">{form}</div>
      <div className="relative aspect-[3/2] w-full self-start overflow-hidden rounded-2xl bg-surface-2">
        <StaticImage
          src={HERO_MEDIA.poster}
          alt={HERO_MEDIA.alt}
          width={HERO_MEDIA.width}
          height={HERO_MEDIA.height}
          priority
          fetchPriority="high"
          sizes="(min-width: 1024px) 640px, 100vw"
          className="h-full w-full object-cover"
        />
        {video ? <HeroVideo /> : null}
      </div>
    </section>
  );
}
