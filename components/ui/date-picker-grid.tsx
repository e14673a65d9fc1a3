"use client";

import { eachDayOfInterval } from "date-fns/eachDayOfInterval";
import { endOfMonth } from "date-fns/endOfMonth";
import { endOfWeek } from "date-fns/endOfWeek";
import { format } from "date-fns/format";
import { isSameDay } from "date-fns/isSameDay";
import { isSameMonth } from "date-fns/isSameMonth";
import { startOfMonth } from "date-fns/startOfMonth";
import { startOfWeek } from "date-fns/startOfWeek";
import { useEffect, useRef, type KeyboardEvent } from "react";
import { cn } from "@/lib/utils";
import { clampDay, dayForKey, isPickable } from "./date-picker-days";

export type GridProps = {
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

function weeksOf(month: Date): Date[][] {
  const days = eachDayOfInterval({ start: startOfWeek(startOfMonth(month)), end: endOfWeek(endOfMonth(month)) });
  const weeks: Date[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

/**
 * A month as a grid of day buttons; keys move the focused day (date-picker-days.ts), Enter picks.
 */
export function DatePickerGrid({ focused, selected, min, max, onFocusChange, onPick, labelId }: GridProps) {
  const gridRef = useRef<HTMLTableElement>(null);
  // Set by a key press inside the grid: crossing into another month re-renders (and may move) the focused
  // button, which drops focus to <body>, so "focus is in the grid" cannot be read off the DOM afterwards.
  const keyboardMove = useRef(false);
  const weeks = weeksOf(focused);

  useEffect(() => {
    if (!keyboardMove.current) return;
    keyboardMove.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [focused]);

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const next = dayForKey(event.key, event.shiftKey, focused);
    if (!next) return;
    event.preventDefault();
    keyboardMove.current = true;
    onFocusChange(clampDay(next, min, max));
  }

  return (
    <table
      ref={gridRef}
      role="grid"
      aria-labelledby={labelId}
      className="w-full border-collapse text-center text-sm"
      onKeyDown={onKeyDown}
    >
      <WeekdayHeaders week={weeks[0] ?? []} />
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]?.toISOString()}>
            {week.map((day) => (
              <DayCell
                key={day.toISOString()}
                day={day}
                focused={focused}
                selected={selected}
                min={min}
                max={max}
                onPick={onPick}
              />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Column headers show "Mo" and are named "Monday": browsers expose no `abbr` on a header, so the full name is text. */
function WeekdayHeaders({ week }: { week: Date[] }) {
  return (
    <thead>
      <tr>
        {week.map((day) => (
          <th key={day.getDay()} scope="col" className="py-1 font-semibold text-muted">
            <span aria-hidden="true">{format(day, "EEEEEE")}</span>
            <span className="sr-only">{format(day, "EEEE")}</span>
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** One day's button: in the Tab order only when it holds the grid's focus, disabled outside `min`–`max`. */
function DayCell({
  day,
  focused,
  selected,
  min,
  max,
  onPick,
}: Omit<GridProps, "onFocusChange" | "labelId"> & { day: Date }) {
  const isSelected = selected !== undefined && isSameDay(day, selected);
  return (
    <td className="p-0.5">
      <button
        type="button"
        tabIndex={isSameDay(day, focused) ? 0 : -1}
        disabled={!isPickable(day, min, max)}
        aria-label={format(day, "EEEE, MMMM d, yyyy")}
        aria-pressed={isSelected}
        onClick={() => onPick(day)}
        className={cn(
          "h-9 w-9 rounded-md disabled:cursor-not-allowed disabled:text-muted disabled:line-through",
          !isSameMonth(day, focused) && "opacity-60",
          isSelected ? "bg-brand text-brand-fg" : "hover:bg-surface-3",
        )}
      >
        {format(day, "d")}
      </button>
    </td>
  );
}
