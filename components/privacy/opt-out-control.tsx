"use client";

import { useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { hasOptOutCookie, optOutCookieAssignment } from "@/lib/privacy";

type State = "unknown" | "in" | "out" | "unavailable";

const readState = (): State => (hasOptOutCookie(document.cookie) ? "out" : "in");

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Sets or removes the opt-out cookie; false when the browser would not keep it (cookies blocked). */
function writeChoice(out: boolean): boolean {
  document.cookie = optOutCookieAssignment(out, location.protocol === "https:");
  return hasOptOutCookie(document.cookie) === out;
}

const MESSAGES: Record<State, string> = {
  unknown: "",
  in: "This browser has not opted out.",
  out:
    "This browser has opted out: nothing you send from it, in any tab or on a later visit, is shared with " +
    "advertising platforms, and neither is anything later sent with the e-mail address or phone number of a " +
    "request you send from it.",
  unavailable: "This browser does not let the site keep your choice. Please e-mail info@shiplux.com instead.",
};

/**
 * The opt-out for this browser: a first-party cookie (lib/privacy) the server reads on every request that could
 * report a conversion, so it holds in a new tab and on a later visit, and the tag manager does not load for it.
 * The only script of this page; no other page loads it.
 */
export function OptOutControl() {
  const stored = useSyncExternalStore(subscribe, readState, (): State => "unknown");
  const [failed, setFailed] = useState(false);
  const state: State = failed ? "unavailable" : stored;

  function choose(out: boolean) {
    setFailed(!writeChoice(out));
    for (const listener of listeners) listener();
  }

  return (
    <section aria-labelledby="opt-out-heading" className="rounded-lg border border-line bg-surface-2 p-5">
      <h2 id="opt-out-heading" className="text-xl font-bold text-fg">
        Your choice for this browser
      </h2>
      <p role="status" className="mt-2 text-fg">
        {MESSAGES[state]}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button type="button" onClick={() => choose(true)} disabled={state === "out" || state === "unknown"}>
          Opt out of sale and sharing
        </Button>
        {state === "out" && (
          <Button type="button" variant="outline" onClick={() => choose(false)}>
            Undo
          </Button>
        )}
      </div>
    </section>
  );
}
