/** Where a native scroll-snap list of slides stands, and moving it: no React, no embla. */

/** The slide nearest the viewport's left edge and whether the list can move either way. */
export function nativePosition(viewport: HTMLElement) {
  const left = viewport.getBoundingClientRect().left;
  const slides = [...viewport.querySelectorAll<HTMLElement>("[data-slide]")];
  const offsets = slides.map((slide) => Math.abs(slide.getBoundingClientRect().left - left));
  const selected = offsets.indexOf(Math.min(...offsets));
  const end = viewport.scrollWidth - viewport.clientWidth;
  return { selected: Math.max(0, selected), canPrev: viewport.scrollLeft > 1, canNext: viewport.scrollLeft < end - 1 };
}

/** Scrolls the list to slide `index`: smoothly for a press, at once to put back where a visitor left it. */
export function nativeScrollTo(viewport: HTMLElement, index: number, behavior: ScrollBehavior = "smooth") {
  const slide = viewport.querySelectorAll<HTMLElement>("[data-slide]")[index];
  if (!slide) return;
  const offset = slide.getBoundingClientRect().left - viewport.getBoundingClientRect().left;
  viewport.scrollBy({ left: offset, behavior });
}
