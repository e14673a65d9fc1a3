import { clsx } from "clsx";
import { Button } from "@/components/ui/button";
import { controlClass } from "@/components/ui/field";
import { DEFAULT_TRANSPORT_TYPE, TRANSPORT_TYPES } from "@/lib/quote/constants";
import type { FormVariant } from "@/lib/quote/form-steps";
import { STEP_COUNT, STEP_TITLES } from "./constants";
import { FORM_MIN_HEIGHT } from "./form-height";
import { formIdPrefix } from "./form-ids";
import { ModeToggle } from "./mode-toggle";

type SkeletonProps = { variant?: FormVariant; title?: string };

const ignore = () => undefined;

/** A text box of the form, read-only, with the real field's id so focus can move to it once the form loads. */
function PlaceholderBox({ id, label, placeholder }: { id: string; label: string; placeholder?: string }) {
  return (
    <div className="relative min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      <input id={id} type="text" readOnly placeholder={placeholder} autoComplete="off" className={controlClass} />
    </div>
  );
}

/**
 * Step 1 of the form as static HTML, block for block the same as the real one, shown until the visitor
 * does something: the page looks complete, nothing moves when the form replaces it, and no form script
 * is fetched before then.
 */
export function QuoteFormSkeleton({ variant = "full", title = "Get a free quote" }: SkeletonProps) {
  const quick = variant === "quick";
  const international = variant === "international-side";
  const id = (name: string) => `${formIdPrefix(variant)}-${name}`;
  return (
    <div data-quote-skeleton className={clsx("grid content-start gap-4", FORM_MIN_HEIGHT[variant])}>
      <p role="status" className="sr-only">
        Loading the quote form
      </p>
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="text-xl font-bold">{title}</h2>
        {quick ? null : (
          <p className="text-sm font-semibold text-muted">
            Step 1 / {STEP_COUNT}
            <span className="sr-only">: {STEP_TITLES[0]}</span>
          </p>
        )}
      </div>
      {quick ? null : <ModeToggle mode={international ? "international" : "domestic"} onChange={ignore} />}
      <div className="grid gap-4">
        <div className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <PlaceholderBox id={id("origin")} label="Pick up from" placeholder={international ? "City or port" : "City or ZIP code"} />
            <PlaceholderBox id={id("destination")} label="Deliver to" placeholder={international ? "City or port" : "City or ZIP code"} />
          </div>
          {quick ? null : <PlaceholderBox id={id("ship-date")} label="Ship date" placeholder="YYYY-MM-DD" />}
          {international ? (
            <div className="min-w-0">
              <label htmlFor={id("shipping-method")} className="mb-1 block text-sm font-semibold">
                Shipping method
              </label>
              <select id={id("shipping-method")} className={controlClass}>
                <option value="">Choose a shipping method</option>
              </select>
            </div>
          ) : (
            <fieldset>
              <legend className="mb-1 text-sm font-semibold">Transport type</legend>
              <div className="flex gap-4">
                {TRANSPORT_TYPES.map((type, index) => (
                  <label key={type} className="flex items-center gap-2">
                    <input type="radio" readOnly checked={type === DEFAULT_TRANSPORT_TYPE} id={index === 0 ? id("transport") : undefined} name={id("transport")} className="h-5 w-5 accent-[var(--brand)]" />
                    {type}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
        </div>
        {quick ? (
          <div className="grid gap-4">
            <h3 className="font-semibold">Vehicle 1</h3>
            <div className="grid gap-4 sm:grid-cols-3">
              <PlaceholderBox id={id("vehicle-0-year")} label="Year" />
              <PlaceholderBox id={id("vehicle-0-make")} label="Make" />
              <PlaceholderBox id={id("vehicle-0-model")} label="Model" />
            </div>
          </div>
        ) : null}
      </div>
      <div className="flex gap-3">
        <Button type="button" className="flex-1">
          {quick ? "See my price" : "Next"}
        </Button>
      </div>
    </div>
  );
}
