import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { useEarlyPick } from "@/components/ui/use-early-pick";
import { useLazyModule } from "@/components/ui/use-lazy-module";
import type { CarouselApi } from "./reviews-carousel-engine";
import { nativePosition, nativeScrollTo } from "./reviews-carousel-position";

/** Start loading embla this far before the carousel scrolls into view. */
const ENGINE_ROOT_MARGIN = "200px";

const loadEngine = () => import("./reviews-carousel-engine");

/**
 * Embla's code, fetched once the region nears the viewport or the visitor uses it (`want`). If it cannot be
 * fetched the list stays native, and its buttons and keys go on scrolling it.
 */
function useEngine(regionRef: RefObject<HTMLDivElement | null>) {
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  const engine = useLazyModule(loadEngine, wanted);

  useEffect(() => {
    const region = regionRef.current;
    if (!region || wanted) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), {
      rootMargin: ENGINE_ROOT_MARGIN,
    });
    observer.observe(region);
    return () => observer.disconnect();
  }, [regionRef, wanted, want]);

  return { engine, want };
}

/**
 * The slide shown and whether the list can move either way: read off the native list's scroll until embla is
 * attached, then off embla. `asked` is the slide the last press before the engine was ready asked for, until
 * the list gets there: where the engine starts.
 */
function usePosition(viewport: HTMLDivElement | null, api: CarouselApi | undefined, initialSlide: number) {
  const [asked, setAsked] = useState<number | null>(null);
  const [canPrev, setCanPrev] = useState(initialSlide > 0);
  const [canNext, setCanNext] = useState(true);
  const [selected, setSelected] = useState(initialSlide);

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

  return { asked, setAsked, canPrev, canNext, selected };
}

/**
 * The carousel's state, the way shadcn/ui's carousel keeps it apart from its parts: the region and viewport
 * elements, embla's API once attached, the position, and `move`, which every press goes through. A press
 * before hydration is replayed once the region is live (use-early-pick.ts); one before the engine is ready
 * scrolls the native list and is remembered as the slide asked for.
 */
export function useReviewsCarousel(count: number, initialSlide = 0) {
  const regionRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement | null>(null);
  const [viewport, setViewportState] = useState<HTMLDivElement | null>(null);
  const setViewport = useCallback((element: HTMLDivElement | null) => {
    viewportRef.current = element;
    setViewportState(element);
  }, []);
  const [api, setApi] = useState<CarouselApi>();
  const { engine, want } = useEngine(regionRef);
  const { asked, setAsked, ...position } = usePosition(viewport, api, initialSlide);
  // Where the visitor left the server's list before this replaced it (reviews-carousel-island.tsx), before paint.
  useLayoutEffect(() => {
    if (initialSlide > 0 && viewportRef.current) nativeScrollTo(viewportRef.current, initialSlide, "instant");
  }, [initialSlide]);

  const move = (step: 1 | -1) => {
    want();
    if (api) return step === 1 ? api.scrollNext() : api.scrollPrev();
    // Counted from the slide asked for last, not the one a smooth scroll is still leaving.
    const target = Math.min(Math.max((asked ?? position.selected) + step, 0), count - 1);
    setAsked(target);
    if (viewportRef.current) nativeScrollTo(viewportRef.current, target);
  };

  const earlyPick = useEarlyPick(regionRef, (button) => {
    if (button.getAttribute("data-step") === "1") move(1);
    if (button.getAttribute("data-step") === "-1") move(-1);
  });

  return { regionRef, earlyPick, viewport, setViewport, engine, want, api, setApi, asked, move, ...position };
}
