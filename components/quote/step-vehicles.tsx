"use client";

import { useState } from "react";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { MAX_VEHICLES } from "@/lib/estimate/constants";
import { emptyVehicle, type QuoteFormValues } from "@/lib/quote";
import { isVehicleComplete, selectionAfterDelete, vehicleListLabel, vehicleSummary } from "@/lib/quote/vehicle-list";
import { clsx } from "clsx";
import { VehicleFields } from "./vehicle-fields";
import { useQuoteId } from "./form-ids";

type StepVehiclesProps = { selected: number; onSelect: (index: number) => void; full: boolean };

/** Step 2, Vehicles: the selected entry's fields, and on the full form add, delete and switch between entries. */
export function StepVehicles({ selected, onSelect, full }: StepVehiclesProps) {
  const { control, trigger } = useFormContext<QuoteFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "vehicles" });
  const vehicles = useWatch({ control, name: "vehicles" });
  const [listOpen, setListOpen] = useState(false);
  const qid = useQuoteId();
  const current = Math.min(selected, fields.length - 1);

  async function addAnother() {
    // Only a valid entry may be left behind; the failed fields show their messages.
    const valid = await trigger([`vehicles.${current}.year`, `vehicles.${current}.make`, `vehicles.${current}.model`, `vehicles.${current}.type`]);
    if (!valid) {
      document.getElementById(qid("vehicles"))?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    append(emptyVehicle(), { shouldFocus: false });
    onSelect(fields.length);
    requestAnimationFrame(() => document.getElementById(qid(`vehicle-${fields.length}-year`))?.focus());
  }

  function deleteCurrent() {
    remove(current);
    onSelect(selectionAfterDelete(current));
  }

  return (
    <div id={qid("vehicles")} className="grid gap-4">
      {full && fields.length > 1 ? (
        <div>
          <Button type="button" variant="outline" size="sm" aria-expanded={listOpen} aria-controls={qid("vehicle-list")} onClick={() => setListOpen((o) => !o)}>
            {vehicleListLabel(current, fields.length)}
          </Button>
          <ul id={qid("vehicle-list")} hidden={!listOpen} className="mt-2 grid gap-1">
            {fields.map((field, index) => {
              const vehicle = vehicles[index];
              const complete = vehicle ? isVehicleComplete(vehicle) : false;
              return (
                <li key={field.id}>
                  <button
                    type="button"
                    aria-current={index === current ? "true" : undefined}
                    onClick={() => {
                      onSelect(index);
                      setListOpen(false);
                    }}
                    className={clsx("flex w-full justify-between rounded-md px-3 py-2 text-left text-sm hover:bg-surface-3", index === current && "bg-surface-3 font-semibold")}
                  >
                    <span>{vehicle ? vehicleSummary(vehicle, index) : `Vehicle ${index + 1}`}</span>
                    <span className={complete ? "text-success" : "text-muted"}>{complete ? "✓ Complete" : "Incomplete"}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      <h3 className="font-semibold">
        Vehicle {current + 1}
        {fields.length > 1 ? ` of ${fields.length}` : ""}
      </h3>
      <VehicleFields key={fields[current]?.id ?? current} index={current} full={full} />
      {full ? (
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={addAnother} disabled={fields.length >= MAX_VEHICLES}>
            Add another vehicle
          </Button>
          {fields.length > 1 ? (
            <Button type="button" variant="ghost" size="sm" onClick={deleteCurrent}>
              Delete vehicle {current + 1}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
