"use client";

import { useEffect } from "react";
import { ANALYTICS_DELAY_MS, pushEvent } from "@/lib/analytics/data-layer";

/** Loads Google Tag Manager 3.5 s after the page has loaded; renders nothing and does nothing without an id. */
export function Analytics({ gtmId }: { gtmId?: string }) {
  useEffect(() => {
    if (!gtmId) return;
    let timer: number | undefined;
    const schedule = () => {
      timer = window.setTimeout(() => {
        pushEvent({ event: "gtm.js", "gtm.start": Date.now() });
        const script = document.createElement("script");
        script.async = true;
        script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
        document.head.appendChild(script);
      }, ANALYTICS_DELAY_MS);
    };
    if (document.readyState === "complete") schedule();
    else window.addEventListener("load", schedule, { once: true });
    return () => {
      window.removeEventListener("load", schedule);
      if (timer) window.clearTimeout(timer);
    };
  }, [gtmId]);
  return null;
}
