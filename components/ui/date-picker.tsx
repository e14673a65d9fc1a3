"use client";

import { addMonths } from "date-fns/addMonths";
import { format } from "date-fns/format";
import { isAfter } from "date-fns/isAfter";
import { isBefore } from "date-fns/isBefore";
import { isValid } from "date-fns/isValid";
import { parse } from "date-fns/parse";
import { startOfDay } from "date-fns/startOfDay";
import { useCallback, useId, useRef, useState, type KeyboardEvent, type RefCallback } from "react";
import { DatePickerGrid } from "./date-picker-grid";
import { FieldError, controlAria, controlClass } from "./field";
import { useDismiss } from "./use-dismiss";

const ISO = "yyyy-MM-dd";

function parseIso(value: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = parse(value, ISO, new Date());
  return isValid(date) ? date : undefined;
}

type DatePickerProps = {
  id: string;
  label: string;
  /** YYYY-MM-DD, or "" when none is chosen. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  inputRef?: RefCallback<HTMLInputElement>;
  /** The last day that can be picked; days after it are disabled like the days before today. */
  max?: Date;
};

/**
 * A date box with a calendar popup: opens on focus, closes on a pick, an outside click or Escape; days
 * before today (and after `max`, when given) are disabled; the grid is keyboard operable (ArrowDown from
 * the box enters it).
 */
export function DatePicker({ id, label, value, onChange, onBlur, error, inputRef, max }: DatePickerProps) {
  const labelId = useId();
  const dialogId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const boxRef = useRef<HTMLInputElement | null>(null);
  const [open, setOpen] = useState(false);
  const today = startOfDay(new Date());
  const last = max && startOfDay(max);
  const selected = parseIso(value);
  const pickable = (day: Date) => !isBefore(day, today) && !(last && isAfter(day, last));
  const [focused, setFocused] = useState<Date>(selected && pickable(selected) ? selected : today);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(containerRef, open, close);

  // Focus given back to the box after a pick or Escape must not reopen the calendar.
  const quietFocus = useRef(false);
  function returnFocus() {
    quietFocus.current = true;
    boxRef.current?.focus();
    quietFocus.current = false;
  }

  function openCalendar() {
    setOpen(true);
    if (selected && pickable(selected)) setFocused(selected);
  }

  function pick(day: Date) {
    onChange(format(day, ISO));
    setOpen(false);
    returnFocus();
  }

  function onBoxKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      // Wait for the grid to render, then move into it.
      requestAnimationFrame(() => containerRef.current?.querySelector<HTMLButtonElement>('[role="grid"] button[tabindex="0"]')?.focus());
    }
  }

  function onPopupKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      setOpen(false);
      returnFocus();
    }
  }

  const setRefs = (node: HTMLInputElement | null) => {
    boxRef.current = node;
    inputRef?.(node);
  };

  return (
    <div ref={containerRef} className="relative min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      <input
        {...controlAria(id, error)}
        ref={setRefs}
        type="text"
        inputMode="numeric"
        placeholder="YYYY-MM-DD"
        autoComplete="off"
        role="combobox"
        aria-haspopup="dialog"
        aria-controls={dialogId}
        aria-expanded={open}
        className={controlClass}
        value={value}
        onFocus={() => {
          if (!quietFocus.current) openCalendar();
        }}
        onClick={() => !open && openCalendar()}
        onChange={(event) => onChange(event.target.value.trim())}
        onKeyDown={onBoxKeyDown}
        onBlur={onBlur}
      />
      {open ? (
        <div
          id={dialogId}
          role="dialog"
          aria-labelledby={labelId}
          className="absolute z-20 mt-1 w-72 rounded-xl border border-line bg-surface p-3 shadow-lg"
          onKeyDown={onPopupKeyDown}
        >
          <div className="mb-2 flex items-center justify-between">
            <button type="button" className="h-9 w-9 rounded-md hover:bg-surface-3" aria-label="Previous month" onClick={() => setFocused((d) => (isBefore(addMonths(d, -1), today) ? today : addMonths(d, -1)))}>
              ‹
            </button>
            <p id={labelId} className="font-semibold" aria-live="polite">
              {format(focused, "MMMM yyyy")}
            </p>
            <button type="button" className="h-9 w-9 rounded-md hover:bg-surface-3" aria-label="Next month" onClick={() => setFocused((d) => (last && isAfter(addMonths(d, 1), last) ? last : addMonths(d, 1)))}>
              ›
            </button>
          </div>
          <DatePickerGrid focused={focused} selected={selected} min={today} max={last} labelId={labelId} onFocusChange={setFocused} onPick={pick} />
        </div>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}
