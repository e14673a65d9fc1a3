/**
 * Runs `work` after the page's first frame, for a head script whose work that frame does not need (issue 41: what
 * an inline script does before the first paint must be needed for it). A frame callback then a task puts the
 * work after the frame that callback belongs to is painted, so it never stands between the parsed content and
 * the screen. A page that is not shown (a background tab, a prerender) runs no frame callback until it is: its
 * work waits for the visitor, and a page closed unseen does none. Passed to a script as an argument (the
 * contract: inline-script.tsx). Globals: requestAnimationFrame, setTimeout.
 */
export function afterFirstPaint(work: () => void) {
  requestAnimationFrame(() => setTimeout(work));
}
