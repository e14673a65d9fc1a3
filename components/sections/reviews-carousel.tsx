"use client";

import { cn } from "@/lib/utils";
import { useCallback, useEffect, useEffectEvent, useRef, useState, type ReactNode } from "react";
import { useEarlyPick } from "@/components/ui/use-early-pick";
import { useLazyModule } from "@/components/ui/use-lazy-module";
import type { CarouselApi } from "./reviews-carousel-engine";

/** Start loading embla this far before the carousel scrolls into view. */
const ENGINE_ROOT_MARGIN = "200px";

const loadEngine = () => import("./reviews-carousel-engine");

/** Where a native scroll-snap viewport stands: the slide nearest its left edge and whether it can move. */
function nativePosition(viewport: HTMLElement) {
  const left = viewport.getBoundingClientRect().left;
  const slides = [...viewport.querySelectorAll<HTMLElement>("[data-slide]")];
  const offsets = slides.map((slide) => Math.abs(slide.getBoundingClientRect().left - left));
  const selected = offsets.indexOf(Math.min(...offsets));
  const end = viewport.scrollWidth - viewport.clientWidth;
  return { selected: Math.max(0, selected), canPrev: viewport.scrollLeft > 1, canNext: viewport.scrollLeft < end - 1 };
}

function nativeScrollTo(viewport: HTMLElement, index: number) {
  const slide = viewport.querySelectorAll<HTMLElement>("[data-slide]")[index];
  if (!slide) return;
  const offset = slide.getBoundingClientRect().left - viewport.getBoundingClientRect().left;
  viewport.scrollBy({ left: offset, behavior: "smooth" });
}

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
 * list's own scroll back to the start.
 */
export function ReviewsCarousel({ slides, label, arrow }: { slides: ReactNode[]; label: string; arrow: ReactNode }) {
  const regionRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement | null>(null);
  const [viewport, setViewportState] = useState<HTMLDivElement | null>(null);
  const setViewport = useCallback((element: HTMLDivElement | null) => {
    viewportRef.current = element;
    setViewportState(element);
  }, []);
  /** The slide the last press before the engine was ready asked for, until the list gets there: where the engine starts. */
  const [asked, setAsked] = useState<number | null>(null);
  const [wanted, setWanted] = useState(false);
  const [api, setApi] = useState<CarouselApi>();
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(true);
  const [selected, setSelected] = useState(0);
  const want = useCallback(() => setWanted(true), []);
  // If embla cannot be fetched the list stays native, and its buttons and keys go on scrolling it.
  const engine = useLazyModule(loadEngine, wanted);

  useEffect(() => {
    const region = regionRef.current;
    if (!region || wanted) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), {
      rootMargin: ENGINE_ROOT_MARGIN,
    });
    observer.observe(region);
    return () => observer.disconnect();
  }, [wanted, want]);

  useEffect(() => {
    if (!viewport || api) return;
    const sync = () => {
      const position = nativePosition(viewport);
      setSelected(position.selected);
      setAsked((slide) => (slide === position.selected ? null : slide));
      setCanPrev(position.canPrev);
      setCanNext(position.canNext);
    };
    sync();
    viewport.addEventListener("scroll", sync, { passive: true });
    return () => viewport.removeEventListener("scroll", sync);
  }, [api, viewport]);

  // A press made while the engine was starting, after its start slide was set.
  const replayAsked = useEffectEvent((ready: CarouselApi) => {
    if (asked !== null && asked !== ready.selectedScrollSnap()) ready.scrollTo(asked);
  });

  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setCanPrev(api.canScrollPrev());
      setCanNext(api.canScrollNext());
      setSelected(api.selectedScrollSnap());
    };
    replayAsked(api);
    sync();
    api.on("select", sync).on("reInit", sync);
    return () => {
      api.off("select", sync).off("reInit", sync);
    };
  }, [api]);

  const move = (step: 1 | -1) => {
    want();
    if (api) return step === 1 ? api.scrollNext() : api.scrollPrev();
    // Counted from the slide asked for last, not the one a smooth scroll is still leaving.
    const target = Math.min(Math.max((asked ?? selected) + step, 0), slides.length - 1);
    setAsked(target);
    if (viewportRef.current) nativeScrollTo(viewportRef.current, target);
  };

  const earlyPick = useEarlyPick(regionRef, (button) => {
    if (button.getAttribute("data-step") === "1") move(1);
    if (button.getAttribute("data-step") === "-1") move(-1);
  });

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
      <div
        ref={setViewport}
        className={engine ? "overflow-hidden" : "snap-x snap-mandatory overflow-x-auto overscroll-x-contain"}
        data-testid="reviews-viewport"
        data-selected={selected}
        data-engine={api ? "embla" : "native"}
      >
        <ul className={cn("flex gap-4", engine && "touch-pan-y")}>
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
      {engine && viewport ? (
        <engine.ReviewsCarouselEngine viewport={viewport} startIndex={asked ?? selected} onApi={setApi} />
      ) : null}
      <div className="mt-6 flex gap-3">
        <button
          type="button"
          onClick={() => move(-1)}
          data-step="-1"
          disabled={!canPrev}
          aria-label="Previous reviews"
          className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-line disabled:opacity-40"
        >
          <span className="inline-flex rotate-180">{arrow}</span>
        </button>
        <button
          type="button"
          onClick={() => move(1)}
          data-step="1"
          disabled={!canNext}
          aria-label="Next reviews"
          className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-line disabled:opacity-40"
        >
          {arrow}
        </button>
      </div>
    </div>
  );
}
