"use client";

import { useEffect } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { QuoteFormValues } from "@/lib/quote";
import { PERSIST_DEBOUNCE_MS, PROGRESS_STORAGE_PREFIX } from "./constants";

export type SavedProgress = { values: QuoteFormValues; step: number };

function load(key: string): SavedProgress | undefined {
  try {
    const raw = window.sessionStorage.getItem(key);
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
 * nothing; restores it once on mount.
 */
export function useFormPersistence(
  storageId: string,
  form: UseFormReturn<QuoteFormValues>,
  step: number,
  onRestore: (saved: SavedProgress) => void,
) {
  const key = PROGRESS_STORAGE_PREFIX + storageId;
  const { reset, subscribe, getValues } = form;

  useEffect(() => {
    const saved = load(key);
    if (saved) {
      reset(saved.values);
      onRestore(saved);
    }
    // Restore once, on mount only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

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
