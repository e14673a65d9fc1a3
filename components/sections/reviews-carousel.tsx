"use client";

import { cn } from "@/lib/utils";
import type { ReactNode } from "react";
import { useReviewsCarousel, type ReviewsCarouselState } from "./use-reviews-carousel";

/**
 * Review cards: a CSS scroll-snap list that works without JavaScript, upgraded to an embla carousel
 * (swipe, previous/next buttons, arrow keys) when it nears the viewport or the visitor uses it. The
 * buttons and keys work before the upgrade too, by scrolling the list, and go on doing so if embla's code
 * cannot be fetched. The engine loads with a plain import(), not next/dynamic, whose loader sent ~2.5 KB
 * more to the pages with a carousel. The slides' content and the arrow come rendered from the server
 * (review-card.tsx, the icon), so their markup stays out of the script.
 *
 * No press is lost on the way: one made before React hydrated the page is noted by the early-pick recorder
 * and made once it has; one made while the engine loads scrolls the list and is remembered as the slide asked
 * for, which the engine starts at (or scrolls to, if it was already starting), since attaching it puts the
 * list's own scroll back to the start. The state lives in use-reviews-carousel.ts; the parts below draw it.
 */
export function ReviewsCarousel({ slides, label, arrow }: { slides: ReactNode[]; label: string; arrow: ReactNode }) {
  const { regionRef, earlyPick, want, move, engine, viewport, setApi, asked, ...carousel } = useReviewsCarousel(
    slides.length,
  );
  return (
    <div
      ref={regionRef}
      {...earlyPick}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onPointerDown={want}
      onFocus={want}
      onKeyDown={(e) => {
        if (e.key === "ArrowLeft") move(-1);
        if (e.key === "ArrowRight") move(1);
      }}
    >
      <ReviewsCarouselList
        slides={slides}
        setViewport={carousel.setViewport}
        selected={carousel.selected}
        api={carousel.api}
        upgrading={engine !== null}
      />
      {engine && viewport ? (
        <engine.ReviewsCarouselEngine viewport={viewport} startIndex={asked ?? carousel.selected} onApi={setApi} />
      ) : null}
      <div className="mt-6 flex gap-3">
        <ReviewsCarouselPrevious disabled={!carousel.canPrev} onPress={() => move(-1)} arrow={arrow} />
        <ReviewsCarouselNext disabled={!carousel.canNext} onPress={() => move(1)} arrow={arrow} />
      </div>
    </div>
  );
}

type ListProps = Pick<ReviewsCarouselState, "setViewport" | "selected" | "api"> & {
  slides: ReactNode[];
  /** Embla's code has arrived: the viewport stops scrolling natively, embla moves the list from now on. */
  upgrading: boolean;
};

/** The viewport and its slides: scroll-snap until embla takes the viewport over. */
function ReviewsCarouselList({ setViewport, selected, api, slides, upgrading }: ListProps) {
  return (
    <div
      ref={setViewport}
      className={upgrading ? "overflow-hidden" : "snap-x snap-mandatory overflow-x-auto overscroll-x-contain"}
      data-testid="reviews-viewport"
      data-selected={selected}
      data-engine={api ? "embla" : "native"}
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

type ButtonProps = { disabled: boolean; onPress: () => void; arrow: ReactNode };

const stepButtonClass =
  "inline-flex h-11 w-11 items-center justify-center rounded-full border border-line disabled:opacity-40";

/** `data-step` lets a press made before hydration be replayed as the same step (useReviewsCarousel). */
function ReviewsCarouselPrevious({ disabled, onPress, arrow }: ButtonProps) {
  return (
    <button
      type="button"
      onClick={onPress}
      data-step="-1"
      disabled={disabled}
      aria-label="Previous reviews"
      className={stepButtonClass}
    >
      <span className="inline-flex rotate-180">{arrow}</span>
    </button>
  );
}

function ReviewsCarouselNext({ disabled, onPress, arrow }: ButtonProps) {
  return (
    <button
      type="button"
      onClick={onPress}
      data-step="1"
      disabled={disabled}
      aria-label="Next reviews"
      className={stepButtonClass}
    >
      {arrow}
    </button>
  );
}
