import { useEffect } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { QuoteFormValues } from "@/lib/quote";
import { PERSIST_DEBOUNCE_MS, PROGRESS_STORAGE_PREFIX } from "./constants";

export type SavedProgress = { values: QuoteFormValues; step: number };

/** Progress saved earlier in the visit, if any and well-formed; the form starts from it (starting-state.ts). */
export function loadProgress(storageId: string): SavedProgress | undefined {
  try {
    const raw = window.sessionStorage.getItem(PROGRESS_STORAGE_PREFIX + storageId);
    if (!raw) return undefined;
    const saved = JSON.parse(raw) as Partial<SavedProgress>;
    if (!saved.values || typeof saved.step !== "number" || !Array.isArray(saved.values.vehicles)) return undefined;
    return { values: saved.values, step: saved.step };
  } catch {
    return undefined;
  }
}

export function clearProgress(storageId: string): void {
  try {
    window.sessionStorage.removeItem(PROGRESS_STORAGE_PREFIX + storageId);
  } catch {
    // Nothing was kept when storage is unavailable.
  }
}

/**
 * Keeps what the visitor typed (and the step) in sessionStorage so a reload or an accidental back loses
 * nothing; the form starts from it (loadProgress).
 */
export function useFormPersistence(storageId: string, form: UseFormReturn<QuoteFormValues>, step: number) {
  const key = PROGRESS_STORAGE_PREFIX + storageId;
  const { subscribe, getValues } = form;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      try {
        window.sessionStorage.setItem(key, JSON.stringify({ values: getValues(), step } satisfies SavedProgress));
      } catch (error) {
        console.warn(new Error("Quote progress could not be saved", { cause: error }));
      }
    };
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: () => {
        clearTimeout(timer);
        timer = setTimeout(save, PERSIST_DEBOUNCE_MS);
      },
    });
    // The step alone changing (Next, Back) is progress too.
    timer = setTimeout(save, PERSIST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [key, subscribe, getValues, step]);
}
