import type { ReactNode } from "react";
import { EARLY_PICK_ATTRIBUTE } from "@/components/inline-scripts/early-pick";
import { cn } from "@/lib/utils";

/**
 * The reviews carousel's markup, drawn alike by the server (StaticReviewsCarousel, until the carousel's code is
 * wanted: reviews-carousel-island.tsx) and by the live carousel (reviews-carousel.tsx), which passes its handlers.
 */

type CarouselProps = { slides: ReactNode[]; label: string; arrow: ReactNode };

/** The region's attributes: a carousel named for what it holds, marked for the head's early-pick recorder. */
export function regionAttributes(label: string) {
  return { role: "region", "aria-roledescription": "carousel", "aria-label": label, [EARLY_PICK_ATTRIBUTE]: "" };
}

/** The carousel as the server draws it: a native scroll-snap list at its first slide, and the two arrows. */
export function StaticReviewsCarousel({ slides, label, arrow }: CarouselProps) {
  return (
    <div {...regionAttributes(label)}>
      <ReviewsCarouselList slides={slides} selected={0} embla={false} upgrading={false} />
      <div className="mt-6 flex gap-3">
        <ReviewsCarouselStep step={-1} disabled arrow={arrow} />
        <ReviewsCarouselStep step={1} disabled={false} arrow={arrow} />
      </div>
    </div>
  );
}

type ListProps = {
  setViewport?: (element: HTMLDivElement | null) => void;
  selected: number;
  /** Embla attached: the list moves by embla's transforms, no longer by its own scroll. */
  embla: boolean;
  slides: ReactNode[];
  /** Embla's code has arrived: the viewport stops scrolling natively, embla moves the list from now on. */
  upgrading: boolean;
};

/** The viewport and its slides: scroll-snap until embla takes the viewport over. */
export function ReviewsCarouselList({ setViewport, selected, embla, slides, upgrading }: ListProps) {
  return (
    <div
      ref={setViewport}
      className={upgrading ? "overflow-hidden" : "snap-x snap-mandatory overflow-x-auto overscroll-x-contain"}
      data-testid="reviews-viewport"
      data-selected={selected}
      data-engine={embla ? "embla" : "native"}
    >
      <ul className={cn("flex gap-4", upgrading && "touch-pan-y")}>
        {slides.map((slide, index) => (
          <li
            // The list never changes order: a slide is its place in it.
            key={index}
            data-slide
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
            className="min-w-0 shrink-0 grow-0 basis-[85%] snap-start rounded-2xl border border-line bg-surface p-6 sm:basis-1/2 lg:basis-1/3"
          >
            {slide}
          </li>
        ))}
      </ul>
    </div>
  );
}

type StepProps = { step: -1 | 1; disabled: boolean; onPress?: () => void; arrow: ReactNode };

/**
 * The Previous (`step` -1) or Next (1) arrow. `data-step` lets a press made before hydration be replayed as the
 * same step (useReviewsCarousel).
 */
export function ReviewsCarouselStep({ step, disabled, onPress, arrow }: StepProps) {
  return (
    <button
      type="button"
      onClick={onPress}
      data-step={step}
      disabled={disabled}
      aria-label={step < 0 ? "Previous reviews" : "Next reviews"}
      className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-line disabled:opacity-40"
    >
      {step < 0 ? <span className="inline-flex rotate-180">{arrow}</span> : arrow}
    </button>
  );
}
