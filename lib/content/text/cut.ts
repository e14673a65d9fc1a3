import { ELLIPSIS } from "../constants";

/** Punctuation that reads badly right before an ellipsis ("route,…"). */
const TRAILING = /[\s,;:.\-–—]+$/;

/**
 * Shortens text to at most `max` characters including the ellipsis, keeping as many whole words as
 * fit so no word is split. Text that already fits is returned unchanged (whitespace collapsed).
 */
export function cutText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  let kept = "";
  for (const word of clean.split(" ")) {
    const next = kept ? `${kept} ${word}` : word;
    if (next.replace(TRAILING, "").length + ELLIPSIS.length > max) break;
    kept = next;
  }
  // A first word longer than the room has no boundary to cut at; cut it hard rather than return nothing.
  const head = kept ? kept.replace(TRAILING, "") : clean.slice(0, max - ELLIPSIS.length);
  return `${head}${ELLIPSIS}`;
}
