import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** The classes every text-like control of a form shares, so inputs, selects and comboboxes line up. */
export const controlClass =
  "h-11 w-full rounded-lg border border-line bg-surface px-3 text-base text-fg placeholder:text-muted focus:outline-2 focus:outline-offset-1 focus:outline-[var(--focus)] aria-[invalid=true]:border-danger";

/** The accessibility attributes that tie a control to its label's error text. */
export type ControlAria = {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
};

export function errorIdOf(id: string): string {
  return `${id}-error`;
}

export function controlAria(id: string, error: string | undefined, hintId?: string): ControlAria {
  const describedBy = [error ? errorIdOf(id) : undefined, hintId].filter(Boolean).join(" ");
  return { id, "aria-invalid": Boolean(error), "aria-describedby": describedBy || undefined };
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
  /** Renders the control with the ids and aria attributes it must carry. */
  children: (aria: ControlAria) => ReactNode;
};

/** A labelled control with its error text beside it (aria-invalid, aria-describedby). */
export function Field({ id, label, error, className, children }: FieldProps) {
  return (
    <div className={cn("min-w-0", className)}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      {children(controlAria(id, error))}
      <FieldError id={id} error={error} />
    </div>
  );
}
