import { useEffect, useState } from "react";
import { LOOKUP_DEBOUNCE_MS } from "./constants";

export type LookupFetcher<T> = (query: string, signal: AbortSignal) => Promise<T[]>;

/**
 * Suggestions for what the visitor typed: debounced, the previous request aborted, stale answers discarded;
 * when the main lookup fails the fallback is asked instead. `failed` says that no lookup could answer (the
 * main one and the fallback both failed): the box can say so, and how else to go on.
 */
export function useLookup<T>(query: string, fetcher: LookupFetcher<T>, fallback?: LookupFetcher<T>, enabled = true) {
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const text = query.trim();

  useEffect(() => {
    if (!enabled || text === "") return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setLoading(true);
      const answer = await runLookup(text, controller.signal, fetcher, fallback);
      // A newer query aborted this one: its answer is stale.
      if (controller.signal.aborted) return;
      setItems(answer.items);
      setFailed(answer.failed);
      setLoading(false);
    }, LOOKUP_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, fetcher, fallback, enabled]);

  // Nothing to suggest for an empty box; the last answer is simply not shown.
  const active = enabled && text !== "";
  return { items: active ? items : [], loading: active && loading, failed: active && failed };
}

type LookupAnswer<T> = { items: T[]; failed: boolean };

async function runLookup<T>(
  text: string,
  signal: AbortSignal,
  fetcher: LookupFetcher<T>,
  fallback?: LookupFetcher<T>,
): Promise<LookupAnswer<T>> {
  try {
    return { items: await fetcher(text, signal), failed: false };
  } catch (error) {
    if (signal.aborted) return { items: [], failed: false };
    console.warn(new Error("Lookup failed; trying the fallback", { cause: error }));
  }
  if (!fallback) return { items: [], failed: true };
  try {
    return { items: await fallback(text, signal), failed: false };
  } catch (error) {
    if (!signal.aborted) console.warn(new Error("Fallback lookup failed", { cause: error }));
    return { items: [], failed: !signal.aborted };
  }
}
