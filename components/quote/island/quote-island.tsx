"use client";

import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type Dispatch,
  type ReactNode,
  type RefObject,
  type SetStateAction,
} from "react";
import { flushSync } from "react-dom";
import { initialIntent, type EarlyIntent } from "../form/early-intent";
import type { QuoteFormProps } from "../form/quote-form";
import { ISLAND_WAKE_EVENTS } from "./constants";
import { installEarlyRecorder } from "@/components/inline-scripts/quote-early-input";
import { hasEarlyActions } from "./early-input";
import { clicksOnRelease, trackPress, type Press } from "@/components/ui/press";
import { hasSavedProgress, hashTargetsIsland, markOf, type FocusMark } from "./island-signals";

type FormComponent = ComponentType<QuoteFormProps>;
/** The chunk the island imports on waking: the form and what takes the skeleton's place. */
type TakeOver = typeof import("./take-over");
/** What the island shows: the skeleton (waiting, or loading the form's module), then the form, with its intent. */
type Island = { state: "waiting" | "loading" | "ready"; Form: FormComponent | null; intent: EarlyIntent };
type SetIsland = Dispatch<SetStateAction<Island>>;
type FocusMarkRef = RefObject<FocusMark | null>;

const skeletonOf = (root: HTMLElement | null) => root?.querySelector<HTMLElement>("[data-quote-skeleton]") ?? null;

/**
 * The quote form island: the skeleton of step 1 the server rendered (quote-form-skeleton.tsx) until the first
 * sign of a real visitor (pointer, touch, key, wheel or scroll; focus inside the island; the URL hash pointing
 * at it; progress saved earlier in the visit), then the real form's module is imported and mounted in its
 * place. Nothing done on the skeleton is lost: focus moves to the same field of the form, the text typed and
 * the mode chosen carry over, and a Next asked for is replayed as a click on the form's Next
 * (../form/starting-state.ts): the skeleton's inline recorder notes them, and the island takes the notes as it
 * swaps (take-over.ts, loaded with the form, reads them). The swap waits for a press on the skeleton to end in its
 * click, and for the event that woke the island to finish.
 */
export function QuoteIsland({ skeleton, ...props }: QuoteFormProps & { skeleton: ReactNode }) {
  const variant = props.variant ?? "full";
  const rootRef = useRef<HTMLDivElement>(null);
  const focusMarkRef = useRef<FocusMark | null>(null);
  const [island, setIsland] = useState<Island>(() => ({
    state: "waiting",
    Form: null,
    intent: initialIntent(variant),
  }));
  const { wake, press } = useFormLoader(rootRef, focusMarkRef, setIsland);
  useSkeletonRecorder(rootRef, press, wake);
  useWakeSignals(rootRef, focusMarkRef, island.state === "waiting", variant, wake);
  const { Form } = island;
  return (
    <div
      ref={rootRef}
      data-quote-island={island.state}
      onFocus={(event) => {
        if (Form) return;
        focusMarkRef.current = markOf(event.target);
        wake();
      }}
      onPointerDown={(event) => {
        if (!Form) press(event.nativeEvent);
      }}
      onKeyDown={(event) => {
        if (!Form && clicksOnRelease(event.nativeEvent)) press(event.nativeEvent);
      }}
    >
      {Form ? <Form {...props} initialIntent={island.intent} /> : skeleton}
    </div>
  );
}

/**
 * `wake` imports the form's module (once; again after a failure), and `press` notes a press on the skeleton. The
 * form replaces the skeleton once its module is there and no press is going on, with what the skeleton holds.
 */
function useFormLoader(rootRef: RefObject<HTMLElement | null>, focusMarkRef: FocusMarkRef, setIsland: SetIsland) {
  const started = useRef(false);
  /** The form's chunk once loaded, until the skeleton may be replaced. */
  const loaded = useRef<TakeOver | null>(null);
  /** Presses on the skeleton whose click has not landed yet: replacing the skeleton would lose it. */
  const pressing = useRef(new Set<string>());

  const swap = useCallback(() => {
    const root = rootRef.current;
    const chunk = loaded.current;
    if (!root || !chunk || pressing.current.size > 0) return;
    loaded.current = null;
    const { QuoteForm: Form, readEarlyFields, takeEarlyActions, withAction } = chunk;
    const drawn = skeletonOf(root);
    const fields = readEarlyFields(drawn);
    const actions = takeEarlyActions(drawn);
    const withEarly = (intent: EarlyIntent) => ({ ...actions.reduce(withAction, intent), fields });
    // In one go with the read, so no keystroke lands between reading the skeleton and replacing it.
    flushSync(() => setIsland((current) => ({ state: "ready", Form, intent: withEarly(current.intent) })));
    restoreFocus(root, focusMarkRef, chunk.moveFocus);
  }, [rootRef, focusMarkRef, setIsland]);

  const wake = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setIsland((current) => ({ ...current, state: "loading" }));
    import("./take-over")
      .then((chunk) => {
        loaded.current = chunk;
        // In a task of its own: the key or press that woke the island first finishes on the skeleton.
        setTimeout(swap, 0);
      })
      .catch((error: unknown) => {
        // A failed chunk (offline, new deploy): keep the skeleton and try again on the next signal.
        console.error(new Error("The quote form could not be loaded", { cause: error }));
        started.current = false;
        setIsland((current) => ({ ...current, state: "waiting" }));
      });
  }, [swap, setIsland]);

  const press = useCallback(
    (event: Press) => {
      wake();
      trackPress(pressing.current, event, swap);
    },
    [wake, swap],
  );
  return { wake, press };
}

/** Focus to the form's field the visitor was in, unless they moved on meanwhile; at once, so the next key lands there. */
function restoreFocus(root: HTMLElement, focusMarkRef: FocusMarkRef, moveFocus: TakeOver["moveFocus"]) {
  const mark = focusMarkRef.current;
  focusMarkRef.current = null;
  const active = document.activeElement;
  if (mark && (!active || active === document.body || root.contains(active))) moveFocus(root, mark);
}

/** What happened on the skeleton before hydration: a recorder installed if none ran, a press held, actions noted. */
function useSkeletonRecorder(rootRef: RefObject<HTMLElement | null>, press: (p: Press) => void, wake: () => void) {
  useEffect(() => {
    const drawn = skeletonOf(rootRef.current);
    if (!drawn) return;
    // A skeleton the browser rendered (after a client-side navigation) ran no inline recorder.
    installEarlyRecorder(drawn);
    // A press begun before hydration and still held: its click is to land on the skeleton too.
    if (drawn.querySelector(":active")) press("held");
    // The visitor chose a mode or asked for Next before React hydrated the page.
    if (hasEarlyActions(drawn)) wake();
  }, [rootRef, press, wake]);
}

/** Wakes the island on focus already inside it, the URL hash, saved progress, and while waiting, the first visitor's event. */
function useWakeSignals(
  rootRef: RefObject<HTMLElement | null>,
  focusMarkRef: FocusMarkRef,
  waiting: boolean,
  variant: string,
  wake: () => void,
) {
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    if (root.contains(document.activeElement) && document.activeElement instanceof HTMLElement) {
      focusMarkRef.current = markOf(document.activeElement);
    }
    if (focusMarkRef.current || hashTargetsIsland(root) || hasSavedProgress(variant)) wake();
    if (!waiting) return;
    const onHash = () => hashTargetsIsland(root) && wake();
    const options = { passive: true, once: true, capture: true } as const;
    for (const type of ISLAND_WAKE_EVENTS) window.addEventListener(type, wake, options);
    window.addEventListener("hashchange", onHash);
    return () => {
      for (const type of ISLAND_WAKE_EVENTS) window.removeEventListener(type, wake, options);
      window.removeEventListener("hashchange", onHash);
    };
  }, [rootRef, focusMarkRef, waiting, variant, wake]);
}
