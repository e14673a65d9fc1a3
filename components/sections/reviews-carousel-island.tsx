"use client";

import { useEffect, useLayoutEffect, useRef, useState, type ComponentProps, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { EARLY_PICK_ATTRIBUTE } from "@/components/inline-scripts/early-pick";
import { noteEarlyPick, peekEarlyPick } from "@/components/ui/use-early-pick";
import { clicksOnRelease, trackPress } from "@/components/ui/press";
import type { ReviewsCarousel } from "./reviews-carousel";
import { nativePosition } from "./reviews-carousel-position";

type CarouselProps = ComponentProps<typeof ReviewsCarousel>;
type Live = { Carousel: typeof ReviewsCarousel; slide: number; picked: string | null; focused: string | null };

/** Start fetching the carousel's code this far before it scrolls into view (as its engine does). */
const WAKE_ROOT_MARGIN = "200px";

const loadCarousel = () => import("./reviews-carousel");

/**
 * The reviews carousel's island: the server's list (`children`, StaticReviewsCarousel) until the carousel nears
 * the screen or the visitor uses it, then the carousel (reviews-carousel.tsx, about 4 KB, and embla after it) in
 * its place, so a page whose reviews are never reached fetches none of their code. Nothing is lost in the swap:
 * it waits for a press going on to end in its click, and the carousel starts at the slide the list was left at,
 * with the arrow the recorder noted to replay and focus on the arrow that had it.
 */
export function ReviewsCarouselIsland({ children, ...props }: CarouselProps & { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState<Live | null>(null);
  useEffect(() => (live ? undefined : wakeOnApproach(ref.current, setLive)), [live]);
  useLayoutEffect(() => {
    const region = ref.current?.querySelector(`[${EARLY_PICK_ATTRIBUTE}]`);
    if (!live || !region) return;
    const arrow = (step: string | null) => (step ? region.querySelector<HTMLElement>(`[data-step="${step}"]`) : null);
    // Before the carousel's own effects run: it takes the note as a tap made before it was live.
    noteEarlyPick(region, arrow(live.picked));
    arrow(live.focused)?.focus();
  }, [live]);
  return <div ref={ref}>{live ? <live.Carousel {...props} initialSlide={live.slide} /> : children}</div>;
}

/** Fetches the carousel once it nears the screen or is used, and swaps it in when no press is going on. */
function wakeOnApproach(root: HTMLDivElement | null, setLive: (live: Live) => void) {
  if (!root) return;
  const pressing = new Set<string>();
  let loaded: typeof ReviewsCarousel | null = null;
  let started = false;
  const swap = () => {
    const Carousel = loaded;
    if (!Carousel || pressing.size > 0) return;
    loaded = null; // swapped once: a press ending later finds nothing to swap
    const region = root.querySelector(`[${EARLY_PICK_ATTRIBUTE}]`);
    const viewport = root.querySelector<HTMLElement>("[data-selected]");
    const noted = region ? peekEarlyPick(region) : null;
    const focused = root.contains(document.activeElement) ? document.activeElement : null;
    // Rendered in one go with the read, as the quote form's island does: a tap landing between the read and a
    // render in a later task would be noted on the server's list after it was read, and lost with that list.
    flushSync(() =>
      setLive({
        Carousel,
        slide: viewport ? nativePosition(viewport).selected : 0,
        picked: noted ? noted.getAttribute("data-step") : null,
        focused: focused?.getAttribute("data-step") ?? null,
      }),
    );
  };
  const wake = () => {
    if (started) return;
    started = true;
    loadCarousel().then(
      (module) => {
        loaded = module.ReviewsCarousel;
        setTimeout(swap, 0);
      },
      () => (started = false), // offline or a new deploy: the list stays, the next sign tries again
    );
  };
  const onPress = (event: PointerEvent) => {
    wake();
    trackPress(pressing, { pointerId: event.pointerId }, swap);
  };
  const onKey = (event: KeyboardEvent) => {
    wake();
    if (clicksOnRelease(event)) trackPress(pressing, { code: event.code, repeat: event.repeat }, swap);
  };
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wake(), {
    rootMargin: WAKE_ROOT_MARGIN,
  });
  observer.observe(root);
  root.addEventListener("pointerdown", onPress, true);
  root.addEventListener("focusin", wake, true);
  root.addEventListener("keydown", onKey, true);
  return () => {
    observer.disconnect();
    root.removeEventListener("pointerdown", onPress, true);
    root.removeEventListener("focusin", wake, true);
    root.removeEventListener("keydown", onKey, true);
  };
}
