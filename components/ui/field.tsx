import type { ReactNode, Ref } from "react";
import { cn } from "@/lib/utils";

/** The classes every text-like control of a form shares, so inputs, selects and comboboxes line up. */
export const controlClass =
  "h-11 w-full rounded-lg border border-line bg-surface px-3 text-base text-fg placeholder:text-muted focus:outline-2 focus:outline-offset-1 focus:outline-[var(--focus)] aria-[invalid=true]:border-danger";

/** A radio's look: the size of a tap target's mark, in the brand's colour. */
export const radioClass = "h-5 w-5 accent-[var(--brand)]";

/** A field's name above its control: a label, or a fieldset's legend. */
const nameClass = "mb-1 block text-sm font-semibold";

/** The accessibility attributes that tie a control to its label's error text; `aria-invalid` only while it has one. */
export type ControlAria = {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

export function errorIdOf(id: string): string {
  return `${id}-error`;
}

/**
 * Only the attributes that apply: a server component's props travel in the page's RSC payload too, where an
 * undefined one is still written out (the skeleton's boxes carried 50 bytes each of them).
 */
function controlAria(id: string, error: string | undefined, hintId?: string): ControlAria {
  const describedBy = [error ? errorIdOf(id) : undefined, hintId].filter(Boolean).join(" ");
  return {
    id,
    ...(error ? { "aria-invalid": true } : {}),
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
  };
}

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={errorIdOf(id)} className="mt-1 text-sm font-medium text-danger">
      {error}
    </p>
  );
}

type FieldProps = {
  id: string;
  label: ReactNode;
  error?: string;
  className?: string;
  ref?: Ref<HTMLDivElement>;
  /** Renders the control with the ids and aria attributes it must carry. */
  children: (aria: ControlAria) => ReactNode;
};

/**
 * The shell of every field: its label, the control, its error text (aria-invalid, aria-describedby). The
 * control is the caller's, so a live one (a combobox, a date picker) and a static stand-in the server draws
 * sit in the same shell at the same size. Positioned, so a control's popup (a list, a calendar) hangs from it.
 */
export function Field({ id, label, error, className, ref, children }: FieldProps) {
  return (
    <div {...(ref ? { ref } : {})} className={cn("relative min-w-0", className)}>
      <label htmlFor={id} className={nameClass}>
        {label}
      </label>
      {children(controlAria(id, error))}
      <FieldError id={id} error={error} />
    </div>
  );
}

type FieldSetProps = {
  /** The id of the group's error text's owner (usually its first control's). */
  id: string;
  legend: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
};

/** A group of controls under one name (radios): Field's shell as a fieldset, its error tied to the group. */
export function FieldSet({ id, legend, error, className, children }: FieldSetProps) {
  return (
    <fieldset className={className} aria-describedby={error ? errorIdOf(id) : undefined}>
      <legend className={nameClass}>{legend}</legend>
      {children}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
