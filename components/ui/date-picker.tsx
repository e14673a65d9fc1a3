"use client";

import { startOfDay } from "date-fns/startOfDay";
import { useCallback, useId, useRef, useState, type KeyboardEvent, type RefCallback } from "react";
import { flushSync } from "react-dom";
import { TYPED_DAY_PLACEHOLDER, isoDate, parseIsoDate, parseTypedDate, typedDate } from "@/lib/dates";
import { isPickable } from "./date-picker-days";
import { DatePickerDialog } from "./date-picker-dialog";
import { Field, controlClass } from "./field";
import { useDismiss } from "./use-dismiss";

type DatePickerProps = {
  id: string;
  label: string;
  /** YYYY-MM-DD, or "" when none is chosen; text typed that is no date is passed on as typed. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  inputRef?: RefCallback<HTMLInputElement>;
  /** The last day that can be picked; days after it are disabled like the days before today. */
  max?: Date;
};

/**
 * A date box with a calendar popup: opens on focus, closes on a pick, an outside click, Escape or Tab out
 * of the box; days before today (and after `max`, when given) are disabled; ArrowDown from the box enters
 * the grid. A typed YYYY-MM-DD or MM/DD/YYYY reaches onChange as YYYY-MM-DD; the box keeps the visitor's text,
 * and shows a picked or given day as MM/DD/YYYY, the way a US visitor types it.
 */
export function DatePicker({ id, label, value, onChange, onBlur, error, inputRef, max }: DatePickerProps) {
  const dialogId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const boxRef = useRef<HTMLInputElement | null>(null);
  const [open, setOpen] = useState(false);
  const today = startOfDay(new Date());
  const last = max && startOfDay(max);
  const selected = parseIsoDate(value);
  const pickable = (day: Date) => isPickable(day, today, last);
  const [focused, setFocused] = useState<Date>(selected && pickable(selected) ? selected : today);
  // What the visitor typed, shown for as long as the value is the one it gave (a pick or a reset replaces it).
  const [typed, setTyped] = useState<{ text: string; value: string }>();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(containerRef, open, close);

  // Focus given back to the box after a pick or Escape must not reopen the calendar.
  const quietFocus = useRef(false);
  function closeAndReturnFocus() {
    setOpen(false);
    quietFocus.current = true;
    boxRef.current?.focus();
    quietFocus.current = false;
  }

  function openCalendar() {
    setOpen(true);
    if (selected && pickable(selected)) setFocused(selected);
  }

  function pick(day: Date) {
    setTyped(undefined);
    onChange(isoDate(day));
    closeAndReturnFocus();
  }

  function onType(text: string) {
    const day = parseTypedDate(text);
    const next = day ? isoDate(day) : text.trim();
    setTyped({ text, value: next });
    onChange(next);
    if (day && pickable(day)) setFocused(day);
  }

  function onBoxKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      // Wait for the grid to render, then move into it.
      requestAnimationFrame(() =>
        containerRef.current?.querySelector<HTMLButtonElement>('[role="grid"] button[tabindex="0"]')?.focus(),
      );
    } else if (event.key === "Tab" && open) {
      // Tab leaves the field, not into the calendar: close it before the browser moves focus on.
      flushSync(() => setOpen(false));
    }
  }

  const setRefs = (node: HTMLInputElement | null) => {
    boxRef.current = node;
    inputRef?.(node);
  };

  return (
    <Field ref={containerRef} id={id} label={label} error={error}>
      {(aria) => (
        <>
          <input
            {...aria}
            ref={setRefs}
            // No numeric inputMode: a phone's digit pad has no "/" or "-", so no date could be typed.
            type="text"
            placeholder={TYPED_DAY_PLACEHOLDER}
            autoComplete="off"
            role="combobox"
            aria-haspopup="dialog"
            aria-controls={dialogId}
            aria-expanded={open}
            className={controlClass}
            value={typed?.value === value ? typed.text : selected ? typedDate(selected) : value}
            onFocus={() => {
              if (!quietFocus.current) openCalendar();
            }}
            onClick={() => !open && openCalendar()}
            onChange={(event) => onType(event.target.value)}
            onKeyDown={onBoxKeyDown}
            onBlur={onBlur}
          />
          {open ? (
            <DatePickerDialog
              id={dialogId}
              focused={focused}
              selected={selected}
              min={today}
              max={last}
              onFocusChange={setFocused}
              onPick={pick}
              onClose={closeAndReturnFocus}
            />
          ) : null}
        </>
      )}
    </Field>
  );
}
