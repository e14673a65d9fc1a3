"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/**
 * An inline script (the contract: inline-script.tsx) that works on its own element, rendered as that element's
 * first child: it runs as the browser parses the server's HTML, before React has hydrated it, and finds its
 * element as `document.currentScript.parentElement` (the quote skeleton's recorder). It is rendered while React
 * hydrates that HTML, so the markup matches, and is gone once it has; an element made in the browser renders
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
