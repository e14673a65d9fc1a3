"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import { errorIdOf, FieldError } from "@/components/ui/field";
import type { PickupWindow } from "@/lib/booking";
import { formatDays } from "@/lib/dates";
import { formatUsdRange } from "@/lib/estimate/format";

const GROUP_ID = "booking-window";

/** The three pickup windows as one radio group; each option shows its days and its price. */
export function WindowOptions({
  windows,
  registration,
  error,
}: {
  windows: PickupWindow[];
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  return (
    <fieldset aria-describedby={error ? errorIdOf(GROUP_ID) : undefined}>
      <legend className="text-lg font-bold">Choose your pickup window</legend>
      <div className="mt-3 grid gap-3 md:grid-cols-3">
        {windows.map((w) => {
          const id = `${GROUP_ID}-${w.kind}`;
          return (
            <label
              key={w.kind}
              htmlFor={id}
              className="flex cursor-pointer gap-3 rounded-xl border border-line bg-surface p-4 has-[:checked]:border-brand has-[:checked]:ring-2 has-[:checked]:ring-brand has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-[var(--focus)]"
            >
              <input
                id={id}
                type="radio"
                value={w.kind}
                className="mt-1 h-5 w-5 shrink-0 accent-[var(--brand)]"
                {...registration}
              />
              <span className="min-w-0">
                {/* The spaces keep the parts apart in the radio's accessible name. */}
                <span className="block font-bold">{w.label}</span>{" "}
                <span className="block text-sm">{formatDays(w.from, w.to)}</span>{" "}
                {w.price && (
                  <span className="mt-1 block text-lg font-extrabold tabular-nums">
                    {formatUsdRange(w.price.low, w.price.high)}
                  </span>
                )}{" "}
                <span className="mt-1 block text-sm text-muted">{w.summary}</span>
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={GROUP_ID} error={error} />
    </fieldset>
  );
}
