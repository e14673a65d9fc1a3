"use client";

import { Button } from "@/components/ui/button";
import { isVehicleBlank, type QuoteFormValues } from "@/lib/quote";
import type { SavedProgress } from "./use-form-persistence";

/** The line above a form that started from progress saved on this or another page of the visit. */
export const RESTORED_NOTICE = "We kept what you entered earlier in this visit.";

/**
 * Whether saved progress holds anything the visitor entered: the form saves its untouched defaults too, and
 * those need no word.
 */
export function hasEnteredProgress(saved: SavedProgress | undefined): boolean {
  if (!saved) return false;
  const values: QuoteFormValues = saved.values;
  const texts = [values.originQuery, values.destinationQuery, values.firstName, values.email, values.phone];
  return saved.step > 0 || texts.some((text) => text?.trim()) || values.vehicles.some((v) => !isVehicleBlank(v));
}

/**
 * The progress kept in sessionStorage is shared by every page showing the same form (the home page's and
 * /quote's), so a visitor may meet a half-filled form they did not fill here: say so, with a way to start over.
 */
export function RestoredNotice({ onStartOver }: { onStartOver: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-surface-2 px-3 py-2 text-sm">
      <p>{RESTORED_NOTICE}</p>
      <Button type="button" variant="ghost" size="sm" onClick={onStartOver}>
        Start over
      </Button>
    </div>
  );
}
