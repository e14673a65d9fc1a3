import { BACKOFF_BASE_MS, BACKOFF_MAX_MS } from "./constants";

/**
 * Exponential backoff with "equal jitter": half the delay is fixed, half random, so retries from many
 * rows spread out instead of hitting a recovering receiver together.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const exponential = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential / 2 + random() * (exponential / 2));
}
