/**
 * A tap on a tab, a rail item, a carousel arrow or the menu button before React has hydrated the page reaches no
 * listener, and on a slow phone that window lasts seconds. This script, in `<head>`, notes the last button
 * tapped inside each widget marked EARLY_PICK_ATTRIBUTE, on the widget's element; once live, the widget takes the
 * note and picks that item, as if the tap had landed then (components/ui/use-early-pick.ts). Only the last tap
 * counts: it is what the visitor saw themselves choose, and picking it once can never undo a tap made after
 * hydration. One listener for the page, where each widget used to render a recorder of its own as its first
 * child. Globals: document.
 */

/** Marks a widget whose early taps are noted. */
export const EARLY_PICK_ATTRIBUTE = "data-early-pick";

/** The widget element's property holding the button noted; `false` once the widget is live and notes stop. */
export const EARLY_PICK_NOTE = "__earlyPick";

/** Plain interpolation (no call), so the widgets' chunk, which imports the two names above, drops the string. */
export const earlyPickScript = `(function(){var k="${EARLY_PICK_NOTE}";document.addEventListener("click",function(e){var t=e.target,b=t&&t.closest?t.closest("button"):null,r=b?b.closest("[${EARLY_PICK_ATTRIBUTE}]"):null;if(r&&r[k]!==false)r[k]=b},true)})();`;
