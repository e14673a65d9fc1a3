"use client";

import { phones } from "@/lib/config";

/** Last-resort error page when the root layout itself fails; plain HTML with the phone number. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", padding: "4rem 1.5rem", textAlign: "center" }}>
        <h1>Something went wrong</h1>
        <p>
          Please try again, or call us at <a href={`tel:${phones.main.tel}`}>{phones.main.display}</a>.
        </p>
        <button type="button" onClick={reset}>
          Try again
        </button>
      </body>
    </html>
  );
}
