import { trustPoints } from "@/lib/config/copy";

/** Short reassurance beside a quote form on the campaign pages. */
export function TrustPoints() {
  return (
    <ul aria-label="Why book with us" className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {trustPoints.map((p) => (
        <li key={p} className="flex items-start gap-2 rounded-xl bg-surface-2 p-4">
          <svg viewBox="0 0 20 20" width={20} height={20} aria-hidden="true" className="mt-0.5 shrink-0 text-success">
            <path d="M4 10.5 8 14.5 16 6" fill="none" stroke="currentColor" strokeWidth={2.4} strokeLinecap="round" />
          </svg>
          <span>{p}</span>
        </li>
      ))}
    </ul>
  );
}
