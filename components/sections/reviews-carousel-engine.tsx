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
    // Embla moves the slides with transforms: the native scroll the visitor may have done must not add to it.
    viewport.scrollTo({ left: 0, behavior: "instant" });
    attach(viewport);
    return () => attach(null);
  }, [attach, viewport]);

  useEffect(() => {
    onApi(api);
    return () => onApi(undefined);
  }, [api, onApi]);

  return null;
}
