import { useEffect, useState } from "react";

/** A function that starts fetching a module ahead of need, on intent; a failure waits for the real use. */
export const preloadModule = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);

/**
 * A module fetched only once it is `wanted`: null until then and until it arrives, then the module. If the
 * fetch fails (a dropped connection, a new deploy), `onFailed` runs and the module stays null; the next time
 * `wanted` turns true it is fetched again. `load` is a module-level `() => import(…)`, `onFailed` a stable callback.
 */
export function useLazyModule<Module>(
  load: () => Promise<Module>,
  wanted: boolean,
  onFailed?: () => void,
): Module | null {
  const [loaded, setLoaded] = useState<{ module: Module } | null>(null);
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    load().then(
      (module) => live && setLoaded({ module }),
      () => live && onFailed?.(),
    );
    return () => {
      live = false;
    };
  }, [load, wanted, loaded, onFailed]);
  return loaded?.module ?? null;
}
