import { startOfDay } from "date-fns/startOfDay";
import { useCallback, useId, useRef, useState, type KeyboardEvent, type RefCallback, type RefObject } from "react";
import { flushSync } from "react-dom";
import { isoDate, parseIsoDate, parseTypedDate, typedDate } from "@/lib/dates";
import { isPickable } from "./date-picker-days";
import { useDismiss } from "./use-dismiss";

type DatePickerStateProps = {
  value: string;
  onChange: (value: string) => void;
  inputRef?: RefCallback<HTMLInputElement>;
  max?: Date;
};

/** Today (the first day that can be picked), the last one, the value's day, and the day that holds the grid's focus. */
function useDays(value: string, max: Date | undefined) {
  const today = startOfDay(new Date());
  const last = max && startOfDay(max);
  const selected = parseIsoDate(value);
  const pickable = (day: Date) => isPickable(day, today, last);
  const [focused, setFocused] = useState<Date>(selected && pickable(selected) ? selected : today);
  return { today, last, selected, pickable, focused, setFocused };
}

/** Whether the calendar is open: an outside click closes it (use-dismiss.ts), and so does `closeAndReturnFocus`. */
function useCalendarOpen(containerRef: RefObject<HTMLDivElement | null>, inputRef?: RefCallback<HTMLInputElement>) {
  const boxRef = useRef<HTMLInputElement | null>(null);
  const [open, setOpen] = useState(false);
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

  const setRefs = (node: HTMLInputElement | null) => {
    boxRef.current = node;
    inputRef?.(node);
  };

  return { open, setOpen, quietFocus, closeAndReturnFocus, setRefs };
}

/**
 * The date picker's state: the calendar open or closed, the days, the visitor's own text, and the box's
 * handlers. A typed YYYY-MM-DD or MM/DD/YYYY reaches onChange as YYYY-MM-DD; the box keeps the visitor's text
 * for as long as the value is the one it gave, and otherwise shows the day as MM/DD/YYYY.
 */
export function useDatePicker({ value, onChange, inputRef, max }: DatePickerStateProps) {
  const dialogId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const { open, setOpen, quietFocus, closeAndReturnFocus, setRefs } = useCalendarOpen(containerRef, inputRef);
  const { selected, pickable, setFocused, ...days } = useDays(value, max);
  // What the visitor typed, shown for as long as the value is the one it gave (a pick or a reset replaces it).
  const [typed, setTyped] = useState<{ text: string; value: string }>();

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

  const text = typed?.value === value ? typed.text : selected ? typedDate(selected) : value;
  const onFocus = () => {
    if (!quietFocus.current) openCalendar();
  };
  const onClick = () => !open && openCalendar();
  const box = { ref: setRefs, text, onFocus, onClick, onType, onKeyDown: onBoxKeyDown };
  return { dialogId, containerRef, open, box, selected, setFocused, pick, closeAndReturnFocus, ...days };
}
