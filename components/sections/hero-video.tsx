"use client";

import { useEffect, useState } from "react";
import { HERO_MEDIA, HERO_VIDEO_DELAY_MS, MOBILE_MAX_WIDTH_PX } from "@/lib/config";

type NetworkInformation = { saveData?: boolean };

/**
 * Fades the looping video in over the poster after 3 s, on a screen wider than a phone's. Reduced-motion and
 * Save-Data visitors keep the poster, and so do phones, where the playback was the home page's largest cost on
 * the main thread beyond the framework's: 973 → 1,117 ms with it, under Lighthouse's mobile throttling
 * (docs/benchmarks.md).
 */
export function HeroVideo() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    const reduced = matchMedia("(prefers-reduced-motion: reduce)").matches;
    const saveData = (navigator as Navigator & { connection?: NetworkInformation }).connection?.saveData === true;
    if (reduced || saveData || window.innerWidth <= MOBILE_MAX_WIDTH_PX) return;
    const timer = window.setTimeout(() => setShow(true), HERO_VIDEO_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!show) return null;
  return (
    <video
      data-testid="hero-video"
      className="absolute inset-0 h-full w-full rounded-2xl object-cover"
      autoPlay
      muted
      loop
      playsInline
      preload="auto"
      poster={HERO_MEDIA.poster}
      aria-hidden="true"
    >
      <source src={HERO_MEDIA.webm} type="video/webm" />
      <source src={HERO_MEDIA.mp4} type="video/mp4" />
    </video>
  );
}
