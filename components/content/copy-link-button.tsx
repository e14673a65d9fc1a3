"use client";

import { useRef, useState } from "react";

/** How long the "Link copied" confirmation stays visible. */
const CONFIRM_MS = 2500;

const MESSAGES = { idle: "", copied: "Link copied", failed: "Copy failed: select the address bar instead" };

/**
 * Copies the page's URL; the confirmation is announced through a polite live region and cleared after
 * CONFIRM_MS. The button's look comes from the share block, which gives its links the same class.
 */
export function CopyLinkButton({ url, className }: { url: string; className: string }) {
  const [state, setState] = useState<keyof typeof MESSAGES>("idle");
  const clear = useRef<ReturnType<typeof setTimeout>>(undefined);

  async function copy() {
    let copied = true;
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      copied = false;
    }
    setState(copied ? "copied" : "failed");
    clearTimeout(clear.current);
    clear.current = setTimeout(() => setState("idle"), CONFIRM_MS);
  }

  return (
    <span className="inline-flex items-center gap-2">
      <button type="button" onClick={copy} className={className}>
        Copy link
      </button>
      <span role="status" aria-live="polite" className="text-sm text-muted">
        {MESSAGES[state]}
      </span>
    </span>
  );
}
