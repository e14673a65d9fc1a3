"use client";

import { useEffect } from "react";

/**
 * Opens the `<details>` a `#fragment` names, on arrival and on every later hash change: browsers open a
 * closed details element for a target inside it, not for the element itself, so a link to a question
 * would scroll to it and leave its answer shut. Renders nothing.
 */
export function OpenTargetDisclosure() {
  useEffect(() => {
    function open() {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      if (target instanceof HTMLDetailsElement) target.open = true;
    }
    open();
    window.addEventListener("hashchange", open);
    return () => window.removeEventListener("hashchange", open);
  }, []);
  return null;
}
