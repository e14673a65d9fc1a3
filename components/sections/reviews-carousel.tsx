"use client";

import type { ReactNode } from "react";
import { ReviewsCarouselList, ReviewsCarouselStep, regionAttributes } from "./reviews-carousel-parts";
import { useReviewsCarousel } from "./use-reviews-carousel";

type CarouselProps = {
  slides: ReactNode[];
  label: string;
  arrow: ReactNode;
  /** The slide the server's list was left at, when this replaces it (reviews-carousel-island.tsx). */
  initialSlide?: number;
};

/**
 * Review cards: a CSS scroll-snap list that works without JavaScript, upgraded to an embla carousel
 * (swipe, previous/next buttons, arrow keys) when it nears the viewport or the visitor uses it. This code
 * itself comes only then (reviews-carousel-island.tsx swaps it in for the server's list). The
 * buttons and keys work before the upgrade too, by scrolling the list, and go on doing so if embla's code
 * cannot be fetched. The engine loads with a plain import(), not next/dynamic, whose loader sent ~2.5 KB
 * more to the pages with a carousel. The slides' content and the arrow come rendered from the server
 * (review-card.tsx, the icon), so their markup stays out of the script.
 *
 * No press is lost on the way: one made before React hydrated the page is noted by the early-pick recorder
 * and made once this is live; one made while the engine loads scrolls the list and is remembered as the slide asked
 * for, which the engine starts at (or scrolls to, if it was already starting), since attaching it puts the
 * list's own scroll back to the start. The state lives in use-reviews-carousel.ts; reviews-carousel-parts.tsx
 * draws it.
 */
export function ReviewsCarousel({ slides, label, arrow, initialSlide }: CarouselProps) {
  const { regionRef, earlyPick, want, move, engine, viewport, setApi, asked, ...carousel } = useReviewsCarousel(
    slides.length,
    initialSlide,
  );
  return (
    <div
      ref={regionRef}
      {...regionAttributes(label)}
      {...earlyPick}
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
        embla={carousel.api !== undefined}
        upgrading={engine !== null}
      />
      {engine && viewport ? (
        <engine.ReviewsCarouselEngine viewport={viewport} startIndex={asked ?? carousel.selected} onApi={setApi} />
      ) : null}
      <div className="mt-6 flex gap-3">
        <ReviewsCarouselStep step={-1} disabled={!carousel.canPrev} onPress={() => move(-1)} arrow={arrow} />
        <ReviewsCarouselStep step={1} disabled={!carousel.canNext} onPress={() => move(1)} arrow={arrow} />
      </div>
    </div>
  );
}
