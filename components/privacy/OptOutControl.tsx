"use client";

import { useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { OPTED_OUT, OPT_OUT_STORAGE_KEY } from "@/lib/quote/early";

type State = "unknown" | "in" | "out" | "unavailable";

function readState(): State {
  try {
    return window.sessionStorage.getItem(OPT_OUT_STORAGE_KEY) === OPTED_OUT ? "out" : "in";
  } catch {
    return "unavailable";
  }
}

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * The opt-out for this visit: kept in sessionStorage, where the quote form reads it and sends it with the lead
 * (lib/conversions then exports nothing). The only script of this page; no other page loads it.
 */
export function OptOutControl() {
  const stored = useSyncExternalStore(subscribe, readState, (): State => "unknown");
  const [failed, setFailed] = useState(false);
  const state: State = failed ? "unavailable" : stored;

  function choose(out: boolean) {
    try {
      if (out) window.sessionStorage.setItem(OPT_OUT_STORAGE_KEY, OPTED_OUT);
      else window.sessionStorage.removeItem(OPT_OUT_STORAGE_KEY);
    } catch {
      setFailed(true);
    }
    for (const listener of listeners) listener();
  }

  const message = {
    unknown: "",
    in: "You have not opted out during this visit.",
    out: "You have opted out: quote requests you send during this visit are not shared with advertising platforms.",
    unavailable: "This browser does not let the site remember your choice. Please e-mail info@shiplux.com instead.",
  }[state];

  return (
    <section aria-labelledby="opt-out-heading" className="rounded-lg border border-line bg-surface-2 p-5">
      <h2 id="opt-out-heading" className="text-xl font-bold text-fg">
        Your choice for this visit
      </h2>
      <p role="status" className="mt-2 text-fg">
        {message}
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
