import { Suspense, type ReactNode } from "react";

/**
 * Around a client component whose chunk a page may receive after the framework's: a Suspense boundary, so React
 * hydrates the rest of the page as soon as it can, and this part when its chunk is in; meanwhile the server's HTML
 * stays as it is (no fallback is ever shown for it: the boundary's content is already rendered). Without it the
 * whole page waits for the slowest chunk, and React 19.3 retries the root's hydration while it does: a blog post
 * under throttling made 480 empty commits over 350 ms waiting for its copy-link button's 0.8 KB chunk, the last of
 * eleven scripts on the connection, about 200 ms of main-thread work at 4× (docs/benchmarks.md).
 *
 * Only around a component that renders at once on the server: one that suspends while the page is prerendered
 * (the quote and reviews islands did) has its HTML streamed after the rest, in a hidden element that only an
 * inline script moves into place, so a visitor without script would not see it (tests/e2e/site/every-page.spec.ts
 * refuses such a page).
 */
export function IslandBoundary({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
