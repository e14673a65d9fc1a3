/**
 * A press on a widget the server drew, followed to its end: a widget that replaces its server HTML once its code
 * arrives (the quote form's island, the reviews carousel's) waits for a press going on to end in its click, so
 * the click lands on what the visitor pressed.
 */

/**
 * A tap's click (and a Space key's on a button) can follow its release in a later task; a widget keeps its
 * server HTML this long after a release for that click to land on it (a release without a click waits this long).
 */
const CLICK_SETTLE_MS = 250;

/**
 * A key whose click comes with its release, in a later task: Space on a button or radio (typing a space in a
 * box is not one). Typing needs no wait: the text is in the box before the skeleton can be replaced.
 */
export function clicksOnRelease(event: KeyboardEvent): boolean {
  const target = event.target;
  return event.key === " " && !(target instanceof HTMLInputElement && target.type === "text");
}

/** A pointer or a key pressed; "held" for a press seen only as :active (begun before the script ran). */
export type Press = { pointerId: number } | { code: string; repeat: boolean } | "held";

const RELEASES = {
  pointer: ["pointerup", "pointercancel"],
  key: ["keyup"],
  held: ["pointerup", "pointercancel", "keyup"],
};

/**
 * A press going on: a pointer down, or a key down, until its release and the click it may bring have been
 * dispatched (a tap's click, and a Space key's on a button, come after the release; CLICK_SETTLE_MS is the
 * most that is waited for one). `pressing` holds the ones going on; `done` runs as each one ends. The window
 * losing focus ends them all, so a release never seen cannot hold the widget.
 */
export function trackPress(pressing: Set<string>, press: Press, done: () => void): void {
  const kind = press === "held" ? "held" : "pointerId" in press ? "pointer" : "key";
  const id = press === "held" ? "held" : "pointerId" in press ? `pointer ${press.pointerId}` : `key ${press.code}`;
  if (pressing.has(id) || (typeof press === "object" && "repeat" in press && press.repeat)) return;
  pressing.add(id);
  const releases = [...RELEASES[kind], "blur"];
  const isRelease = (e: Event) => {
    // The window's own blur, not a field's passing through it (the window is no Node).
    if (e.type === "blur") return !(e.target instanceof Node);
    if (press === "held") return true;
    return "pointerId" in press
      ? (e as PointerEvent).pointerId === press.pointerId
      : (e as KeyboardEvent).code === press.code;
  };
  let settle: ReturnType<typeof setTimeout> | undefined;
  const finish = () => {
    clearTimeout(settle);
    window.removeEventListener("click", onClick, true);
    if (pressing.delete(id)) done();
  };
  // After the click has reached every handler, the server HTML's included.
  const onClick = () => setTimeout(finish, 0);
  const onRelease = (e: Event) => {
    if (!isRelease(e)) return;
    for (const type of releases) window.removeEventListener(type, onRelease, true);
    window.addEventListener("click", onClick, true);
    settle = setTimeout(finish, CLICK_SETTLE_MS);
  };
  for (const type of releases) window.addEventListener(type, onRelease, true);
}
