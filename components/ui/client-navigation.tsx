"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { CLIENT_NAVIGATION_ATTRIBUTE } from "./client-navigation-attribute";

const SELECTOR = `a[${CLIENT_NAVIGATION_ATTRIBUTE}][href]`;

type Router = Pick<ReturnType<typeof useRouter>, "push" | "prefetch">;

/** The marked same-origin anchor an event came from, or null. */
function markedAnchor(target: EventTarget | null): HTMLAnchorElement | null {
  const anchor = target instanceof Element ? target.closest(SELECTOR) : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  return anchor;
}

/** Path and query: what names a page (of an anchor or of the page shown), without the fragment. */
function pageOf(location: Pick<Location, "pathname" | "search">) {
  return `${location.pathname}${location.search}`;
}

/** A click the browser should keep: another button, a modifier (new tab or window), already handled. */
function isPlainClick(event: MouseEvent) {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/** A link to a fragment of the page already shown: the browser scrolls to it, no navigation. */
function isSamePageFragment(anchor: HTMLAnchorElement) {
  return anchor.hash !== "" && pageOf(anchor) === pageOf(window.location);
}

/**
 * Follows the site's links (`Link`, marked with CLIENT_NAVIGATION_ATTRIBUTE) without a page load and prefetches
 * them when the visitor shows intent (pointer over, focus, touch), with listeners on the document instead of a
 * component per anchor. Returns the function that removes them.
 */
export function listenForLinkNavigation(router: Router, doc: Document = document) {
  const prefetched = new Set<string>();
  const prefetch = (event: Event) => {
    const anchor = markedAnchor(event.target);
    if (!anchor) return;
    const route = pageOf(anchor);
    if (prefetched.has(route) || route === pageOf(window.location)) return;
    prefetched.add(route);
    router.prefetch(route);
  };
  const navigate = (event: MouseEvent) => {
    const anchor = markedAnchor(event.target);
    if (!anchor || !isPlainClick(event) || isSamePageFragment(anchor)) return;
    event.preventDefault();
    router.push(`${pageOf(anchor)}${anchor.hash}`);
  };
  const intents = ["mouseover", "focusin", "touchstart"] as const;
  for (const type of intents) doc.addEventListener(type, prefetch, { passive: true });
  doc.addEventListener("click", navigate);
  return () => {
    for (const type of intents) doc.removeEventListener(type, prefetch);
    doc.removeEventListener("click", navigate);
  };
}

/**
 * Mounted by each route group's layout rather than the root's: on the main layout's pages its code then travels in
 * that layout's script, not in a request of its own, which over HTTP/1.1 put a phone's last script a round trip
 * later (docs/benchmarks.md). Renders nothing.
 */
export function ClientNavigation() {
  const router = useRouter();
  useEffect(() => listenForLinkNavigation(router), [router]);
  return null;
}
