"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/**
 * An inline script that runs as the browser parses the server's HTML, before React has hydrated it (a
 * recorder of early taps, with `document.currentScript` its place in the page). It is rendered while React
 * hydrates that HTML, so the markup matches, and is gone once it has; a widget made in the browser renders
 * none, since a script React creates never runs.
 */
export function HydrationScript({ source }: { source: string }) {
  const hydratingServerHtml = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  return hydratingServerHtml ? <script dangerouslySetInnerHTML={{ __html: source }} /> : null;
}
