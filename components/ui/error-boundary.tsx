"use client";

import { unstable_rethrow, usePathname } from "next/navigation";
import { Component, type ReactNode } from "react";

/** What a fallback is given: what was thrown (anything, `undefined` included) and a way to try the children again. */
export type Failure = { error: unknown; reset: () => void };
type Fallback = (failure: Failure) => ReactNode;

type BoundaryProps = { pathname: string | null; fallback: Fallback; children: ReactNode };
/** `failed` holds what was thrown, boxed, so that a thrown `undefined` still counts as a failure. */
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
    return failed ? this.props.fallback({ error: failed.thrown, reset: this.reset }) : this.props.children;
  }
}

/**
 * An error boundary that behaves as Next.js's error.tsx does: Next.js's own signals pass through, and another page
 * clears the error. For where an error.tsx would go: Next.js loads an error.tsx in a script of its own on every
 * page, this travels in the script of whatever renders it (docs/architecture.md, "Few start-up scripts").
 * `catchError` from next/error does the same for 2 KB more script.
 */
export function ErrorBoundary({ fallback, children }: { fallback: Fallback; children: ReactNode }) {
  return (
    <Boundary pathname={usePathname()} fallback={fallback}>
      {children}
    </Boundary>
  );
}
