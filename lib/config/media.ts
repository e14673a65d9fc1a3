/** When the hero's looping video may replace its poster: after the page has settled, never for reduced motion or Save-Data. */
export const HERO_VIDEO_DELAY_MS = 3000;
export const HERO_MEDIA = {
  poster: "/images/hero/hero-poster.svg",
  webm: "/media/hero-loop.webm",
  mp4: "/media/hero-loop.mp4",
  width: 1200,
  height: 800,
  alt: "A car carrier truck driving along a highway at sunrise",
} as const;
