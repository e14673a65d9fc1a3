"use client";

import type { RefCallback } from "react";
import { TYPED_DAY_PLACEHOLDER } from "@/lib/dates";
import { DatePickerDialog } from "./date-picker-dialog";
import { Field, controlClass } from "./field";
import { useDatePicker } from "./use-date-picker";

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
 * and shows a picked or given day as MM/DD/YYYY, the way a US visitor types it. Its state is in use-date-picker.ts.
 */
export function DatePicker({ id, label, value, onChange, onBlur, error, inputRef, max }: DatePickerProps) {
  const { containerRef, box, ...picker } = useDatePicker({ value, onChange, inputRef, max });

  return (
    <Field ref={containerRef} id={id} label={label} error={error}>
      {(aria) => (
        <>
          <input
            {...aria}
            ref={box.ref}
            // No numeric inputMode: a phone's digit pad has no "/" or "-", so no date could be typed.
            type="text"
            placeholder={TYPED_DAY_PLACEHOLDER}
            autoComplete="off"
            role="combobox"
            aria-haspopup="dialog"
            aria-controls={picker.dialogId}
            aria-expanded={picker.open}
            className={controlClass}
            value={box.text}
            onFocus={box.onFocus}
            onClick={box.onClick}
            onChange={(event) => box.onType(event.target.value)}
            onKeyDown={box.onKeyDown}
            onBlur={onBlur}
          />
          {picker.open ? (
            <DatePickerDialog
              id={picker.dialogId}
              focused={picker.focused}
              selected={picker.selected}
              min={picker.today}
              max={picker.last}
              onFocusChange={picker.setFocused}
              onPick={picker.pick}
              onClose={picker.closeAndReturnFocus}
            />
          ) : null}
        </>
      )}
    </Field>
  );
}
