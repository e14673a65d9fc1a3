"use client";

import { unstable_rethrow, usePathname } from "next/navigation";
import { Component, useEffect } from "react";
import { phones } from "@/lib/config";

/** The retry and the phone number are inline, as links are in the text around them. */
const inlineAction = "font-semibold underline";

/** What the main layout shows in place of a page that failed; the detail goes to the console, not to the visitor. */
function MainError({ error, reset }: { error: unknown; reset: () => void }) {
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

type BoundaryProps = { pathname: string | null; children: React.ReactNode };
/** `failed` holds what was thrown, boxed: a page may throw anything, `undefined` included. */
type BoundaryState = { pathname: string | null; failed: { thrown: unknown } | null };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { pathname: this.props.pathname, failed: null };

  static getDerivedStateFromError(thrown: unknown): Partial<BoundaryState> {
    // Next.js's not-found and redirect signals are for its own boundaries: they pass through.
    unstable_rethrow(thrown);
    return { failed: { thrown } };
  }

  /** Another page: the error was the last page's. */
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, failed: null };
  }

  reset = () => this.setState({ failed: null });

  override render() {
    const { failed } = this.state;
    return failed ? <MainError error={failed.thrown} reset={this.reset} /> : this.props.children;
  }
}

/**
 * The main layout's error boundary, rendered by the layout around its pages: what app/(main)/error.tsx was.
 * Next.js loads an error.tsx in a script of its own on every page, requested after the page's others; on a phone
 * over HTTP/1.1 it came last, and hydration waited for it (docs/benchmarks.md). Here it is in the layout's script.
 * It behaves as error.tsx does: Next.js's own signals pass through, and another page clears the error.
 * (`catchError` from next/error does the same, for 2 KB more script on every page.)
 */
export function MainErrorBoundary({ children }: { children: React.ReactNode }) {
  return <Boundary pathname={usePathname()}>{children}</Boundary>;
}
