"use client";

import { useEffect, useState } from "react";

/** How long the "Link copied" confirmation stays visible. */
const CONFIRM_MS = 2500;

/** Copies the page's URL; the confirmation is announced through a polite live region. */
export function CopyLinkButton({ url }: { url: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");

  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setState("copied");
    } catch {
      setState("failed");
    }
  }

  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        onClick={copy}
        className="rounded-full border border-line px-4 py-2 font-semibold text-fg hover:border-brand hover:text-brand"
      >
        Copy link
      </button>
      <span role="status" aria-live="polite" className="text-sm text-muted">
        {state === "copied" ? "Link copied" : state === "failed" ? "Copy failed: select the address bar instead" : ""}
      </span>
    </span>
  );
}
