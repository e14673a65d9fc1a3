"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from "react";
import { cn } from "@/lib/utils";
import { Field, controlClass } from "./field";

export type ComboboxProps<T> = {
  id: string;
  label: string;
  /** The text in the box. */
  value: string;
  onValueChange: (text: string) => void;
  options: readonly T[];
  optionKey: (option: T) => string;
  optionLabel: (option: T) => string;
  onPick: (option: T) => void;
  onBlur?: () => void;
  error?: string;
  loading?: boolean;
  placeholder?: string;
  /**
   * A line shown under the box while it applies (the suggestions could not be fetched, say), announced politely
   * in place of the result count (a count of 0 would run into it).
   */
  notice?: ReactNode;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  inputMode?: "text" | "numeric";
  /**
   * The text in the box was typed before the box was live (into server-rendered HTML, carried over when the
   * script took over): its first focus opens the suggestions, as that typing would have.
   */
  typedBeforeLive?: boolean;
};

function resultsAnnouncement(count: number): string {
  return `${count} ${count === 1 ? "result" : "results"}`;
}

/**
 * An editable combobox with a list popup (WAI-ARIA 1.2 pattern): focus stays in the box, the active option
 * is named by aria-activedescendant and scrolled into view, arrows move, Enter picks, Escape closes, and a
 * polite live region announces how many suggestions there are.
 */
export function Combobox<T>(props: ComboboxProps<T>) {
  const { id, label, value, options, optionKey, optionLabel, error, loading, inputRef, name, inputMode, placeholder } =
    props;
  const { notice, typedBeforeLive = false } = props;
  const { onPick, onValueChange, onBlur } = props;
  const listId = useId();
  const [open, setOpen] = useState(false);
  /** Typing before the box was live opened nothing: the first focus makes up for it, once. */
  const owedOpen = useRef(typedBeforeLive);
  const [active, setActive] = useState(-1);
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const activeId = expanded && active >= 0 ? optionId(active) : undefined;

  // Focus stays in the box, so the browser never scrolls the list for us: bring the active option into view.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [activeId]);

  function pick(index: number) {
    const option = options[index];
    if (option === undefined) return;
    onPick(option);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        setActive(event.key === "ArrowDown" ? 0 : options.length - 1);
        return;
      }
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === "Enter" && expanded && active >= 0) {
      event.preventDefault();
      pick(active);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <Field id={id} label={label} error={error}>
      {(aria) => (
        <>
          <input
            {...aria}
            ref={inputRef}
            name={name}
            type="text"
            role="combobox"
            autoComplete="off"
            inputMode={inputMode}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={activeId}
            aria-busy={loading || undefined}
            placeholder={placeholder}
            className={controlClass}
            value={value}
            onChange={(event) => {
              onValueChange(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => {
              if (owedOpen.current && value.trim() !== "") setOpen(true);
              owedOpen.current = false;
            }}
            onBlur={() => {
              setOpen(false);
              onBlur?.();
            }}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={label}
            hidden={!expanded}
            className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-line bg-surface py-1 shadow-lg"
          >
            {options.map((option, index) => (
              <li
                key={optionKey(option)}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={cn("cursor-pointer px-3 py-2 text-sm", index === active && "bg-surface-3")}
                // Keep focus in the box: a mousedown would blur it and close the list before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(index)}
              >
                {optionLabel(option)}
              </li>
            ))}
          </ul>
          <div role="status" aria-live="polite">
            <span className="sr-only">
              {open && value.trim() !== "" && !loading && !notice ? resultsAnnouncement(options.length) : ""}
            </span>
            {notice ? <p className="mt-1 text-sm text-muted">{notice}</p> : null}
          </div>
        </>
      )}
    </Field>
  );
}
