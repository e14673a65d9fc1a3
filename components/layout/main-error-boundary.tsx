"use client";

import { phones } from "@/lib/config";
import { ErrorBoundary, type Failure } from "@/components/ui/error-boundary";
import { useEffect } from "react";

/** The retry and the phone number are inline, as links are in the text around them. */
const inlineAction = "font-semibold underline";

/**
 * What the main layout shows in place of a page that failed; the detail goes to the console, not to the visitor.
 * It is in the layout's script on every page of the layout, so it draws the retry as an inline button rather than
 * importing `Button`, whose variants would add about 0.7 KB of script to every page that has no other button.
 */
function MainError({ error, reset }: Failure) {
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

/** The main layout's error boundary, around its pages: what app/(main)/error.tsx was, without a script of its own. */
export function MainErrorBoundary({ children }: { children: React.ReactNode }) {
  return <ErrorBoundary fallback={(failure) => <MainError {...failure} />}>{children}</ErrorBoundary>;
}
