"use client";

import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { ISLAND_WAKE_EVENTS } from "./constants";
import { initialIntent, type EarlyIntent } from "../form/early-intent";
import { hasEarlyActions, installEarlyRecorder, readEarlyFields, takeEarlyActions, withAction } from "./early-input";
import {
  clicksOnRelease,
  hasSavedProgress,
  hashTargetsIsland,
  markOf,
  moveFocus,
  trackPress,
  type FocusMark,
  type Press,
} from "./island-signals";
import type { QuoteFormProps } from "../form/quote-form";

type IslandState = "waiting" | "loading" | "ready";
type FormComponent = ComponentType<QuoteFormProps>;

const skeletonOf = (root: HTMLElement | null) => root?.querySelector<HTMLElement>("[data-quote-skeleton]") ?? null;

/**
 * The quote form island: the skeleton of step 1 the server rendered (quote-form-skeleton.tsx) until the first
 * sign of a real visitor (pointer, touch, key, wheel or scroll; focus inside the island; the URL hash pointing
 * at it; progress saved earlier in the visit), then the real form's module is imported and mounted in its
 * place. Nothing done on the skeleton is lost: focus moves to the same field of the form, the text typed and
 * the mode chosen carry over, and a Next asked for is replayed as a click on the form's Next
 * (starting-state.ts): the skeleton's recorder notes them (early-input.ts), and the island takes the notes as
 * it swaps. The swap waits for a press on the skeleton to end in its click, and for the event that woke the
 * island to finish.
 */
export function QuoteIsland({ skeleton, ...props }: QuoteFormProps & { skeleton: ReactNode }) {
  const variant = props.variant ?? "full";
  const rootRef = useRef<HTMLDivElement>(null);
  const focusMark = useRef<FocusMark | null>(null);
  const started = useRef(false);
  /** The form's module once loaded, until the skeleton may be replaced. */
  const loaded = useRef<FormComponent | null>(null);
  /** Presses on the skeleton whose click has not landed yet: replacing the skeleton would lose it. */
  const pressing = useRef(new Set<string>());
  const [state, setState] = useState<IslandState>("waiting");
  const [Form, setForm] = useState<FormComponent | null>(null);
  const [intent, setIntent] = useState<EarlyIntent>(() => initialIntent(variant));

  const swap = useCallback(() => {
    const root = rootRef.current;
    const Loaded = loaded.current;
    if (!root || !Loaded || pressing.current.size > 0) return;
    loaded.current = null;
    const drawn = skeletonOf(root);
    const fields = readEarlyFields(drawn);
    const actions = takeEarlyActions(drawn);
    // In one go with the read, so no keystroke lands between reading the skeleton and replacing it.
    flushSync(() => {
      setIntent((current) => ({ ...actions.reduce(withAction, current), fields }));
      setForm(() => Loaded);
      setState("ready");
    });
    const mark = focusMark.current;
    focusMark.current = null;
    // Unless the visitor has moved on meanwhile; at once, so the next keystroke lands in the form.
    const active = document.activeElement;
    if (mark && (!active || active === document.body || root.contains(active))) moveFocus(root, mark);
  }, []);

  const wake = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setState("loading");
    import("../form/quote-form")
      .then((module) => {
        loaded.current = module.QuoteForm;
        // In a task of its own: the key or press that woke the island first finishes on the skeleton.
        setTimeout(swap, 0);
      })
      .catch((error: unknown) => {
        // A failed chunk (offline, new deploy): keep the skeleton and try again on the next signal.
        console.error(new Error("The quote form could not be loaded", { cause: error }));
        started.current = false;
        setState("waiting");
      });
  }, [swap]);

  const press = useCallback(
    (event: Press) => {
      wake();
      trackPress(pressing.current, event, swap);
    },
    [wake, swap],
  );

  useEffect(() => {
    const drawn = skeletonOf(rootRef.current);
    if (!drawn) return;
    // A skeleton the browser rendered (after a client-side navigation) ran no inline recorder.
    installEarlyRecorder(drawn);
    // A press begun before hydration and still held: its click is to land on the skeleton too.
    if (drawn.querySelector(":active")) press("held");
    // The visitor chose a mode or asked for Next before React hydrated the page.
    if (hasEarlyActions(drawn)) wake();
  }, [press, wake]);

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

  return (
    <div
      ref={rootRef}
      data-quote-island={state}
      onFocus={(event) => {
        if (Form) return;
        focusMark.current = markOf(event.target);
        wake();
      }}
      onPointerDown={(event) => {
        if (!Form) press(event.nativeEvent);
      }}
      onKeyDown={(event) => {
        if (!Form && clicksOnRelease(event.nativeEvent)) press(event.nativeEvent);
      }}
    >
      {Form ? <Form {...props} initialIntent={intent} /> : skeleton}
    </div>
  );
}
