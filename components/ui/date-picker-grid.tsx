"use client";

import { addDays } from "date-fns/addDays";
import { addMonths } from "date-fns/addMonths";
import { eachDayOfInterval } from "date-fns/eachDayOfInterval";
import { endOfMonth } from "date-fns/endOfMonth";
import { endOfWeek } from "date-fns/endOfWeek";
import { format } from "date-fns/format";
import { isAfter } from "date-fns/isAfter";
import { isBefore } from "date-fns/isBefore";
import { isSameDay } from "date-fns/isSameDay";
import { isSameMonth } from "date-fns/isSameMonth";
import { startOfMonth } from "date-fns/startOfMonth";
import { startOfWeek } from "date-fns/startOfWeek";
import { useEffect, useRef, type KeyboardEvent } from "react";
import { clsx } from "clsx";

const WEEKDAYS = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"] as const;
const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

type GridProps = {
  /** The day that holds keyboard focus (roving tabindex). */
  focused: Date;
  selected: Date | undefined;
  min: Date;
  /** The last day that can be picked, if there is one. */
  max?: Date;
  onFocusChange: (day: Date) => void;
  onPick: (day: Date) => void;
  labelId: string;
};

export function weeksOf(month: Date): Date[][] {
  const days = eachDayOfInterval({ start: startOfWeek(startOfMonth(month)), end: endOfWeek(endOfMonth(month)) });
  const weeks: Date[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

/** A month as a grid of day buttons; arrows move a day or a week, PageUp/PageDown a month, Enter picks. */
export function DatePickerGrid({ focused, selected, min, max, onFocusChange, onPick, labelId }: GridProps) {
  const gridRef = useRef<HTMLTableElement>(null);
  // Set by a key press inside the grid: crossing into another month re-renders (and may move) the focused
  // button, which drops focus to <body>, so "focus is in the grid" cannot be read off the DOM afterwards.
  const keyboardMove = useRef(false);

  useEffect(() => {
    if (!keyboardMove.current) return;
    keyboardMove.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [focused]);

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const step = KEY_STEPS[event.key];
    let next: Date | undefined;
    if (step !== undefined) next = addDays(focused, step);
    else if (event.key === "PageUp") next = addMonths(focused, -1);
    else if (event.key === "PageDown") next = addMonths(focused, 1);
    if (!next) return;
    event.preventDefault();
    keyboardMove.current = true;
    onFocusChange(isBefore(next, min) ? min : max && isAfter(next, max) ? max : next);
  }

  return (
    <table ref={gridRef} role="grid" aria-labelledby={labelId} className="w-full border-collapse text-center text-sm" onKeyDown={onKeyDown}>
      <thead>
        <tr>
          {WEEKDAYS.map((day) => (
            <th key={day} scope="col" className="py-1 font-semibold text-muted">
              {day}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeksOf(focused).map((week) => (
          <tr key={week[0]?.toISOString()}>
            {week.map((day) => {
              const disabled = isBefore(day, min) || (max !== undefined && isAfter(day, max));
              const isSelected = selected !== undefined && isSameDay(day, selected);
              return (
                <td key={day.toISOString()} className="p-0.5">
                  <button
                    type="button"
                    tabIndex={isSameDay(day, focused) ? 0 : -1}
                    disabled={disabled}
                    aria-label={format(day, "EEEE, MMMM d, yyyy")}
                    aria-pressed={isSelected}
                    onClick={() => onPick(day)}
                    className={clsx(
                      "h-9 w-9 rounded-md disabled:cursor-not-allowed disabled:text-muted disabled:line-through",
                      !isSameMonth(day, focused) && "opacity-60",
                      isSelected ? "bg-brand text-brand-fg" : "hover:bg-surface-3",
                    )}
                  >
                    {format(day, "d")}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
