"use client";

import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect, useState } from "react";

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

type EngineProps = { viewport: HTMLElement; startIndex: number; onApi: (api: CarouselApi | undefined) => void };

/**
 * Embla attached to a viewport the page already rendered (a scroll-snap list until now). Renders nothing:
 * it is loaded on its own chunk only when the carousel nears the screen.
 */
export function ReviewsCarouselEngine({ viewport, startIndex, onApi }: EngineProps) {
  const [options] = useState(() => ({ align: "start" as const, loop: false, startIndex }));
  const [attach, api] = useEmblaCarousel(options);

  useEffect(() => {
    // Embla moves the slides with transforms: no native scroll may add to it. Not the one the visitor did
    // before, nor one still running on: a first tap's smooth scroll of the native list can go on after embla
    // has attached, or start just then (its click before embla's API is out), and left the strip offset by up
    // to a slide in 4 of 5 phone runs.
    const keepStill = () => {
      if (viewport.scrollLeft !== 0) viewport.scrollTo({ left: 0, behavior: "instant" });
    };
    keepStill();
    attach(viewport);
    viewport.addEventListener("scroll", keepStill, { passive: true });
    return () => {
      viewport.removeEventListener("scroll", keepStill);
      attach(null);
    };
  }, [attach, viewport]);

  useEffect(() => {
    onApi(api);
    return () => onApi(undefined);
  }, [api, onApi]);

  return null;
}
