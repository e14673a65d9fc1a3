import { useEffect, useEffectEvent, type RefObject } from "react";
import { EARLY_PICK_ATTRIBUTE, EARLY_PICK_NOTE } from "@/components/inline-scripts/early-pick";

/** `false` once the widget is live: the recorder stops noting, the widget's own handlers take over. */
type Holder = Element & { [EARLY_PICK_NOTE]?: Element | false };

/** The button the recorder noted inside `root`, if any, left noted. */
export function peekEarlyPick(root: Element): Element | null {
  const noted = (root as Holder)[EARLY_PICK_NOTE];
  return noted && root.contains(noted) ? noted : null;
}

/**
 * Notes `button` (or nothing) at `root` as if the recorder had: for a widget that swaps in a new element at `root`,
 * to hand the new one the tap made on the old.
 */
export function noteEarlyPick(root: Element, button: Element | null) {
  (root as Holder)[EARLY_PICK_NOTE] = button ?? undefined;
}

/** The button the recorder noted inside `root`, if any; from then on it notes nothing. */
function takeEarlyPick(root: Element): Element | null {
  const noted = peekEarlyPick(root);
  (root as Holder)[EARLY_PICK_NOTE] = false;
  return noted;
}

/**
 * A tap before hydration, replayed: once the widget at `root` is live, calls `onPick` with the button the head's
 * recorder noted there (components/inline-scripts/early-pick.ts), if there was one. Returns the attribute that
 * marks the widget's element for the recorder, to spread on it.
 */
export function useEarlyPick(root: RefObject<Element | null>, onPick: (button: Element) => void) {
  const pick = useEffectEvent(onPick);
  useEffect(() => {
    const noted = root.current ? takeEarlyPick(root.current) : null;
    if (noted) pick(noted);
  }, [root]);
  return { [EARLY_PICK_ATTRIBUTE]: "" };
}
