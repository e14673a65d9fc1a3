"use client";

import { useEffect, useState } from "react";
import { LOOKUP_DEBOUNCE_MS } from "./constants";

export type LookupFetcher<T> = (query: string, signal: AbortSignal) => Promise<T[]>;

/**
 * Suggestions for what the visitor typed: debounced, the previous request aborted, stale answers discarded;
 * when the main lookup fails the fallback is asked instead. Failures are only logged: the visitor can keep typing.
 */
export function useLookup<T>(query: string, fetcher: LookupFetcher<T>, fallback?: LookupFetcher<T>, enabled = true) {
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);
  const text = query.trim();

  useEffect(() => {
    if (!enabled || text === "") return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setLoading(true);
      const answer = await runLookup(text, controller.signal, fetcher, fallback);
      // A newer query aborted this one: its answer is stale.
      if (controller.signal.aborted) return;
      setItems(answer);
      setLoading(false);
    }, LOOKUP_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, fetcher, fallback, enabled]);

  // Nothing to suggest for an empty box; the last answer is simply not shown.
  const active = enabled && text !== "";
  return { items: active ? items : [], loading: active && loading };
}

async function runLookup<T>(text: string, signal: AbortSignal, fetcher: LookupFetcher<T>, fallback?: LookupFetcher<T>) {
  try {
    return await fetcher(text, signal);
  } catch (error) {
    if (signal.aborted) return [];
    console.warn(new Error("Lookup failed; trying the fallback", { cause: error }));
  }
  if (!fallback) return [];
  try {
    return await fallback(text, signal);
  } catch (error) {
    if (!signal.aborted) console.warn(new Error("Fallback lookup failed", { cause: error }));
    return [];
  }
}
