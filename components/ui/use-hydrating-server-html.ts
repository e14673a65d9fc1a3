import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/**
 * True while React is hydrating the server's HTML, false once it has (and in a component rendered in the
 * browser): an inline recorder script is needed, and only runs, before hydration. A script React creates in
 * the browser never runs, so it is not rendered there.
 */
export function useHydratingServerHtml(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
