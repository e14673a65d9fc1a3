"use client";

import type { ReactNode, Ref } from "react";
import { cn } from "@/lib/utils";
import { Field, controlClass } from "./field";
import { useCombobox } from "./use-combobox";

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
 * polite live region announces how many suggestions there are. Its state and keys are in use-combobox.ts.
 */
export function Combobox<T>(props: ComboboxProps<T>) {
  const { id, label, value, options, error, loading, inputRef, name, inputMode, placeholder, notice } = props;
  const combobox = useCombobox({ ...props, typedBeforeLive: props.typedBeforeLive ?? false });

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
            aria-expanded={combobox.expanded}
            aria-controls={combobox.listId}
            aria-activedescendant={combobox.activeId}
            aria-busy={loading || undefined}
            placeholder={placeholder}
            className={controlClass}
            value={value}
            onChange={(event) => combobox.onChange(event.target.value)}
            onKeyDown={combobox.onKeyDown}
            onFocus={combobox.onFocus}
            onBlur={combobox.onBlur}
          />
          <ComboboxOptions {...props} combobox={combobox} />
          <div role="status" aria-live="polite">
            <span className="sr-only">
              {combobox.open && value.trim() !== "" && !loading && !notice ? resultsAnnouncement(options.length) : ""}
            </span>
            {notice ? <p className="mt-1 text-sm text-muted">{notice}</p> : null}
          </div>
        </>
      )}
    </Field>
  );
}

/** The listbox popup: hidden while closed or empty, the active option marked. */
function ComboboxOptions<T>({
  label,
  options,
  optionKey,
  optionLabel,
  combobox,
}: ComboboxProps<T> & { combobox: ReturnType<typeof useCombobox<T>> }) {
  return (
    <ul
      id={combobox.listId}
      role="listbox"
      aria-label={label}
      hidden={!combobox.expanded}
      // Focus stays in the box: Chrome makes a scrolling box with no focusable children a Tab stop, and Tab into
      // the list would close it under the focus. -1 keeps it out of the Tab order.
      tabIndex={-1}
      className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-line bg-surface py-1 shadow-lg"
    >
      {options.map((option, index) => (
        <li
          key={optionKey(option)}
          id={combobox.optionId(index)}
          role="option"
          aria-selected={index === combobox.active}
          className={cn("cursor-pointer px-3 py-2 text-sm", index === combobox.active && "bg-surface-3")}
          // Keep focus in the box: a mousedown would blur it and close the list before the click lands.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => combobox.pick(index)}
        >
          {optionLabel(option)}
        </li>
      ))}
    </ul>
  );
}
