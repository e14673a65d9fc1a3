"use client";

import { useCallback, useEffect, useRef, useState, type ComponentType } from "react";
import { captureLandingAttribution } from "./attribution-capture";
import { ISLAND_WAKE_EVENTS, PROGRESS_STORAGE_PREFIX } from "./constants";
import type { QuoteFormProps } from "./quote-form";
import { QuoteFormSkeleton } from "./quote-form-skeleton";

type IslandState = "waiting" | "loading" | "ready";
/** Where focus was in the skeleton: the real form has a field with the same id, or a button with the same text. */
type FocusMark = { id: string; text: string };

function hasSavedProgress(variant: string): boolean {
  try {
    return window.sessionStorage.getItem(PROGRESS_STORAGE_PREFIX + variant) !== null;
  } catch {
    return false;
  }
}

function hashTargetsIsland(root: HTMLElement): boolean {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  return target !== null && (target === root || target.contains(root));
}

function markOf(element: HTMLElement): FocusMark {
  return { id: element.id, text: element.textContent?.trim() ?? "" };
}

function moveFocus(root: HTMLElement, mark: FocusMark) {
  const byId = mark.id ? document.getElementById(mark.id) : null;
  const byText = [...root.querySelectorAll("button")].find((b) => b.textContent?.trim() === mark.text);
  (byId && root.contains(byId) ? byId : byText)?.focus();
}

/**
 * The quote form island: a same-sized static skeleton of step 1 until the first sign of a real visitor
 * (pointer, touch, key, wheel or scroll; focus inside the island; the URL hash pointing at it; progress
 * saved earlier in the visit), then the real form's module is imported and mounted in its place. Focus
 * taken in the skeleton moves to the same field of the form, so a keyboard user keeps their place.
 */
export function QuoteFormIsland(props: QuoteFormProps) {
  const variant = props.variant ?? "full";
  const rootRef = useRef<HTMLDivElement>(null);
  const focusMark = useRef<FocusMark | null>(null);
  const [state, setState] = useState<IslandState>("waiting");
  const [Form, setForm] = useState<ComponentType<QuoteFormProps> | null>(null);

  const started = useRef(false);

  const wake = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setState("loading");
    import("./quote-form")
      .then((module) => {
        setForm(() => module.QuoteForm);
        setState("ready");
      })
      .catch((error: unknown) => {
        // A failed chunk (offline, new deploy): keep the skeleton and try again on the next signal.
        console.error(new Error("The quote form could not be loaded", { cause: error }));
        started.current = false;
        setState("waiting");
      });
  }, []);

  useEffect(() => {
    try {
      captureLandingAttribution(window.location.search, window.sessionStorage);
    } catch (error) {
      // Storage can be disabled (private modes); the lead still goes, without attribution.
      console.warn(new Error("Attribution could not be kept", { cause: error }));
    }
  }, []);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    if (root.contains(document.activeElement) && document.activeElement instanceof HTMLElement) {
      focusMark.current = markOf(document.activeElement);
    }
    if (focusMark.current || hashTargetsIsland(root) || hasSavedProgress(variant)) wake();
    if (state !== "waiting") return;
    const onHash = () => hashTargetsIsland(root) && wake();
    const options = { passive: true, once: true, capture: true } as const;
    for (const type of ISLAND_WAKE_EVENTS) window.addEventListener(type, wake, options);
    window.addEventListener("hashchange", onHash);
    return () => {
      for (const type of ISLAND_WAKE_EVENTS) window.removeEventListener(type, wake, options);
      window.removeEventListener("hashchange", onHash);
    };
  }, [state, variant, wake]);

  useEffect(() => {
    const root = rootRef.current;
    const mark = focusMark.current;
    if (!Form || !root || !mark) return;
    focusMark.current = null;
    // After the form's first paint, when its fields exist; unless the visitor has moved on meanwhile.
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body || root.contains(active)) moveFocus(root, mark);
    });
  }, [Form]);

  return (
    <div
      ref={rootRef}
      data-quote-island={state}
      onFocus={(event) => {
        if (Form) return;
        focusMark.current = markOf(event.target);
        wake();
      }}
    >
      {Form ? <Form {...props} /> : <QuoteFormSkeleton variant={variant} title={props.title} />}
    </div>
  );
}
