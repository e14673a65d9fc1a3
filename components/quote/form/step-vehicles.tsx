"use client";

import { Button } from "@/components/ui/button";
import { MAX_VEHICLES_PER_QUOTE } from "@/lib/quote";
import { VEHICLE_EDITS_KEPT } from "./form-labels";
import { VehicleFields } from "./vehicle-fields";
import { VehicleHeading, VehiclesBlock } from "./vehicle-layout";
import { VehicleListMenu } from "./vehicle-list-menu";
import { useQuoteId } from "./form-ids";
import { useVehicleEntries, type VehicleCursor } from "./use-vehicle-entries";

type StepVehiclesProps = { cursor: VehicleCursor; onCursor: (cursor: VehicleCursor) => void; full: boolean };

/**
 * Step 2, Vehicles: the selected entry's fields, and on the full form the list of entries, adding another,
 * deleting, and for an entry already in the list the note that edits are kept and a way to undo them.
 */
export function StepVehicles({ cursor, onCursor, full }: StepVehiclesProps) {
  const entries = useVehicleEntries(cursor, onCursor);
  const { fields, current } = entries;
  const qid = useQuoteId();
  const canAdd = fields.length < MAX_VEHICLES_PER_QUOTE || (cursor.adding && !entries.isNew);

  return (
    <VehiclesBlock id={qid("vehicles")}>
      {full && fields.length > 1 ? (
        <VehicleListMenu
          keys={fields.map((f) => f.id)}
          vehicles={entries.vehicles}
          current={current}
          onChoose={entries.select}
        />
      ) : null}
      <VehicleHeading index={current} count={fields.length} />
      <VehicleFields key={fields[current]?.id ?? current} index={current} full={full} />
      {full ? (
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={entries.addAnother} disabled={!canAdd}>
            Add another vehicle
          </Button>
          {fields.length > 1 ? (
            <Button type="button" variant="ghost" size="sm" onClick={entries.deleteCurrent}>
              Delete vehicle {current + 1}
            </Button>
          ) : null}
          {entries.changed ? (
            <Button type="button" variant="ghost" size="sm" className="ms-auto" onClick={entries.undoChanges}>
              Undo changes
            </Button>
          ) : null}
        </div>
      ) : null}
      {full && !entries.isNew ? <p className="text-sm text-muted">{VEHICLE_EDITS_KEPT}</p> : null}
    </VehiclesBlock>
  );
}
