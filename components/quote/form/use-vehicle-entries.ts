import { useState } from "react";
import type { FormVehicle } from "@/lib/quote";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { emptyVehicle, type QuoteFormValues, isVehicleBlank, selectionAfterDelete } from "@/lib/quote";
import { useQuoteId } from "./form-ids";

/**
 * The entry on screen and whether the last entry is one still being added (not yet in the list). Kept by the
 * form, so it outlives step 2 when the visitor goes on to step 3 and comes back.
 */
export type VehicleCursor = { selected: number; adding: boolean };
export const FIRST_VEHICLE: VehicleCursor = { selected: 0, adding: true };

const ENTRY_FIELDS = ["name", "year", "make", "model", "type"] as const;

/**
 * The vehicles list of step 2. Entries are edited in place (the form's values are the list), so no edit
 * can be lost, and the step says so; Undo changes puts back the entry on screen as it was when the visitor
 * opened it. What the list guards is that no entry is left invalid: adding another and moving to another
 * entry first validate the one on screen and, when it fails, keep the visitor there with its messages. Only
 * an entry just added and still blank may be left as it is.
 */
export function useVehicleEntries(cursor: VehicleCursor, onCursor: (cursor: VehicleCursor) => void) {
  const { control, trigger, setValue, clearErrors } = useFormContext<QuoteFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "vehicles" });
  const vehicles = useWatch({ control, name: "vehicles" });
  const qid = useQuoteId();
  const last = fields.length - 1;
  const current = Math.min(cursor.selected, last);
  const isNew = cursor.adding && current === last;
  const key = fields[current]?.id;
  /** The entry on screen as it was when the visitor opened it: what Undo changes puts back. */
  const [opened, setOpened] = useState<{ key: string | undefined; vehicle: FormVehicle | undefined }>(() => ({
    key,
    vehicle: vehicles[current],
  }));
  if (opened.key !== key) setOpened({ key, vehicle: vehicles[current] });
  const changed = !isNew && JSON.stringify(opened.vehicle ?? null) !== JSON.stringify(vehicles[current] ?? null);

  async function validateCurrent(): Promise<boolean> {
    const valid = await trigger(ENTRY_FIELDS.map((name) => `vehicles.${current}.${name}` as const));
    // After React has painted the messages.
    if (!valid)
      requestAnimationFrame(() =>
        document.getElementById(qid("vehicles"))?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
    return valid;
  }

  /** Focus to an entry's first field once React has painted it: the control that moved there is gone. */
  function focusEntry(index: number) {
    requestAnimationFrame(() => document.getElementById(qid(`vehicle-${index}-year`))?.focus());
  }

  /**
   * Moves to another entry, focus on its first field (the list it was chosen from closes); the one left, once
   * valid, is in the list even if it was the one being added.
   */
  async function select(index: number): Promise<boolean> {
    if (index !== current && isNew && isVehicleBlank(vehicles[current])) {
      onCursor({ selected: index, adding: true });
    } else if (index !== current) {
      if (!(await validateCurrent())) return false;
      onCursor({ selected: index, adding: cursor.adding && !isNew });
    }
    focusEntry(index);
    return true;
  }

  async function addAnother() {
    // One entry is added at a time: when it exists already, go to it.
    if (cursor.adding && !isNew) return void select(last);
    if (!(await validateCurrent())) return;
    append(emptyVehicle(), { shouldFocus: false });
    onCursor({ selected: fields.length, adding: true });
    focusEntry(fields.length);
  }

  function undoChanges() {
    if (!opened.vehicle) return;
    setValue(`vehicles.${current}`, opened.vehicle, { shouldDirty: true });
    clearErrors(`vehicles.${current}`);
  }

  function deleteCurrent() {
    remove(current);
    onCursor({ selected: selectionAfterDelete(current), adding: cursor.adding && !isNew });
  }

  return { fields, vehicles, current, isNew, changed, select, addAnother, undoChanges, deleteCurrent };
}
