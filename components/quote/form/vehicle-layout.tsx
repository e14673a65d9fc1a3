import type { ComponentProps, ReactNode } from "react";
import { Field, controlClass } from "@/components/ui/field";
import { FIELD_LABELS } from "./form-labels";

/**
 * A vehicle entry's markup, written once: the form's step 2 (and the quick calculator's vehicle) renders it with
 * live controls, the island's skeleton of the quick calculator with static ones. No client code, like
 * route-fields.tsx.
 */

/** The ids of one entry's fields: `vehicle-0-year` inside the form's ids. */
export function vehicleFieldIds(ids: (name: string) => string, index: number): (name: string) => string {
  return (name) => ids(`vehicle-${index}-${name}`);
}

/** The vehicle step's blocks, one below the other: the list, the entry, its buttons. */
export function VehiclesBlock({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} className="grid gap-4">
      {children}
    </div>
  );
}

/** "Vehicle 2 of 3" above an entry's fields; "Vehicle 1" while there is one. */
export function VehicleHeading({ index, count }: { index: number; count: number }) {
  return (
    <h3 className="font-semibold">
      Vehicle {index + 1}
      {count > 1 ? ` of ${count}` : ""}
    </h3>
  );
}

/** An entry's fields, three to a row: year, make, model, then on the full form its type, whether it runs, its name. */
export function VehicleFieldsRow({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-3">{children}</div>;
}

type YearFieldProps = {
  id: string;
  error?: string;
  /** Years to pick from, as a datalist with this id. */
  suggestions?: { id: string; years: readonly number[] };
  /** The box's own props: registered with the form, or the skeleton's `data-early-field`. */
  inputProps?: ComponentProps<"input"> & Record<`data-${string}`, string>;
};

/** The model year: four digits at most, typed on a digit pad, with the years to pick from when given. */
export function YearField({ id, error, suggestions, inputProps }: YearFieldProps) {
  return (
    <Field id={id} label={FIELD_LABELS.year} error={error}>
      {(aria) => (
        <>
          <input
            {...aria}
            inputMode="numeric"
            maxLength={4}
            list={suggestions?.id}
            autoComplete="off"
            className={controlClass}
            {...inputProps}
          />
          {suggestions ? (
            <datalist id={suggestions.id}>
              {suggestions.years.map((year) => (
                <option key={year} value={year} />
              ))}
            </datalist>
          ) : null}
        </>
      )}
    </Field>
  );
}
