"use client";

import { addMonths } from "date-fns/addMonths";
import { format } from "date-fns/format";
import { useId, useRef, type KeyboardEvent } from "react";
import { clampDay } from "./date-picker-days";
import { DatePickerGrid, type GridProps } from "./date-picker-grid";
import { trapTab } from "./focus-trap";

/** The grid's days and callbacks; the dialog supplies the grid's label itself. */
type DialogProps = Omit<GridProps, "labelId"> & {
  id: string;
  /** Escape or the Close button: the opener closes the dialog and takes focus back. */
  onClose: () => void;
};

const navButton = "h-9 w-9 rounded-md hover:bg-surface-3";

/**
 * The calendar popup: month buttons, the day grid and a Close button. Once focus is inside, Tab and
 * Shift+Tab cycle among them (focus-trap.ts) until a pick, Escape or Close hands focus back to the opener.
 */
export function DatePickerDialog({ id, focused, selected, min, max, onFocusChange, onPick, onClose }: DialogProps) {
  const labelId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const moveMonth = (months: number) => onFocusChange(clampDay(addMonths(focused, months), min, max));

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      onClose();
    } else if (dialogRef.current) {
      trapTab(event, dialogRef.current);
    }
  }

  return (
    <div
      ref={dialogRef}
      id={id}
      role="dialog"
      aria-labelledby={labelId}
      className="absolute z-20 mt-1 w-72 rounded-xl border border-line bg-surface p-3 shadow-lg"
      onKeyDown={onKeyDown}
    >
      <div className="mb-2 flex items-center justify-between">
        <button type="button" className={navButton} aria-label="Previous month" onClick={() => moveMonth(-1)}>
          ‹
        </button>
        <p id={labelId} className="font-semibold" aria-live="polite">
          {format(focused, "MMMM yyyy")}
        </p>
        <button type="button" className={navButton} aria-label="Next month" onClick={() => moveMonth(1)}>
          ›
        </button>
      </div>
      <DatePickerGrid
        focused={focused}
        selected={selected}
        min={min}
        max={max}
        labelId={labelId}
        onFocusChange={onFocusChange}
        onPick={onPick}
      />
      <div className="mt-2 flex justify-end">
        <button
          type="button"
          className="rounded-md px-3 py-1.5 text-sm font-semibold hover:bg-surface-3"
          onClick={onClose}
        >
          Close
        </button>
      </div>
    </div>
  );
}
