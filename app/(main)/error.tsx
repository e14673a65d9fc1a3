"use client";

import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { phones } from "@/lib/config/phones";

/** Shown inside the main layout when a page fails; the detail goes to the console, not to the visitor. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section className="mx-auto max-w-2xl px-6 py-24 text-center">
      <h1 className="text-3xl font-extrabold">Something went wrong</h1>
      <p className="mt-4 text-muted">
        Please try again. If it keeps happening, call us at{" "}
        <a className="font-semibold underline" href={`tel:${phones.main.tel}`}>
          {phones.main.display}
        </a>
        .
      </p>
      <Button className="mt-8" onClick={reset}>
        Try again
      </Button>
    </section>
  );
}
