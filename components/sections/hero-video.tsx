"use client";

import { useEffect, useState } from "react";
import { HERO_MEDIA, HERO_VIDEO_DELAY_MS } from "@/lib/config";

type NetworkInformation = { saveData?: boolean };

/** Fades the looping video in over the poster after 3 s; reduced-motion and Save-Data visitors keep the poster. */
export function HeroVideo() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    const reduced = matchMedia("(prefers-reduced-motion: reduce)").matches;
    const saveData = (navigator as Navigator & { connection?: NetworkInformation }).connection?.saveData === true;
    if (reduced || saveData) return;
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
