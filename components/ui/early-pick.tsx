import { useEffect, useEffectEvent, type RefObject } from "react";
import { HydrationScript } from "./hydration-script";

/**
 * A tap on a tab, a rail item or the menu button before React has hydrated the page reaches no listener, and on a
 * slow phone that window lasts seconds. The recorder, an inline script the server renders as the widget's
 * first child, notes the last button tapped inside the widget; once live, the widget takes the note and
 * picks that item, as if the tap had landed then. Only the last tap counts: it is what the visitor saw
 * themselves choose, and picking it once can never undo a tap made after hydration.
 */
const NOTE = "__earlyPick";

/** `false` once the widget is live: the recorder stops noting, the widget's own handlers take over. */
type Holder = Element & { [NOTE]?: Element | false };

const earlyPickScript = `(function(s){var r=s.parentElement,k=${JSON.stringify(NOTE)};r.addEventListener("click",function(e){var b=e.target&&e.target.closest?e.target.closest("button"):null;if(b&&r[k]!==false)r[k]=b},true)})(document.currentScript);`;

/** Renders the recorder while React hydrates the server's HTML, and nothing in a widget made in the browser. */
export function EarlyPickRecorder() {
  return <HydrationScript source={earlyPickScript} />;
}

/** The button the recorder noted inside `root`, if any; from then on it notes nothing. */
function takeEarlyPick(root: Element): Element | null {
  const holder: Holder = root;
  const noted = holder[NOTE];
  holder[NOTE] = false;
  return noted && root.contains(noted) ? noted : null;
}

/** Once the widget at `root` is live, calls `onPick` with the button tapped before then, if there was one. */
export function useEarlyPick(root: RefObject<Element | null>, onPick: (button: Element) => void) {
  const pick = useEffectEvent(onPick);
  useEffect(() => {
    const noted = root.current ? takeEarlyPick(root.current) : null;
    if (noted) pick(noted);
  }, [root]);
}
