"use client";

import { useEffect } from "react";
import { phones } from "@/lib/config";

/** The retry and the phone number are inline, as links are in the text around them. */
const inlineAction = "font-semibold underline";

/**
 * Shown inside the main layout when a page fails; the detail goes to the console, not to the visitor.
 * Its chunk loads on every page of the layout, so it draws the retry as an inline button rather than
 * importing `Button`, whose variants would add about 0.7 KB of script to every page that has no other button.
 */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section className="mx-auto max-w-2xl px-6 py-24 text-center">
      <h1 className="text-3xl font-extrabold">Something went wrong</h1>
      <p className="mt-4 text-muted">
        Please{" "}
        <button type="button" className={`${inlineAction} text-brand`} onClick={reset}>
          try again
        </button>
        . If it keeps happening, call us at{" "}
        <a className={inlineAction} href={`tel:${phones.main.tel}`}>
          {phones.main.display}
        </a>
        .
      </p>
    </section>
  );
}
