"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { type FormVehicle, isVehicleComplete, vehicleListLabel, vehicleListName } from "@/lib/quote";
import { cn } from "@/lib/utils";
import { useQuoteId } from "./form-ids";

type VehicleListMenuProps = {
  keys: readonly string[];
  vehicles: readonly (FormVehicle | undefined)[];
  current: number;
  /** Resolves false when the entry on screen must be fixed first (its messages are showing). */
  onChoose: (index: number) => Promise<boolean>;
};

/** "All vehicles (2/3)": a disclosure listing every entry by name, marked complete or not, to switch between them. */
export function VehicleListMenu({ keys, vehicles, current, onChoose }: VehicleListMenuProps) {
  const [open, setOpen] = useState(false);
  const qid = useQuoteId();
  return (
    <div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-expanded={open}
        aria-controls={qid("vehicle-list")}
        onClick={() => setOpen((o) => !o)}
      >
        {vehicleListLabel(current, keys.length)}
      </Button>
      <ul id={qid("vehicle-list")} hidden={!open} className="mt-2 grid gap-1">
        {keys.map((key, index) => {
          const vehicle = vehicles[index];
          const complete = vehicle ? isVehicleComplete(vehicle) : false;
          return (
            <li key={key}>
              <button
                type="button"
                aria-current={index === current ? "true" : undefined}
                onClick={() => {
                  // Closed either way: on success the chosen entry shows, on failure the messages of this one.
                  setOpen(false);
                  void onChoose(index);
                }}
                className={cn(
                  "flex w-full justify-between gap-3 rounded-md px-3 py-2 text-left text-sm hover:bg-surface-3",
                  index === current && "bg-surface-3 font-semibold",
                )}
              >
                <span className="min-w-0 break-words">{vehicleListName(vehicle, index)}</span>
                <span className={complete ? "text-success" : "text-muted"}>
                  {complete ? "✓ Complete" : "Incomplete"}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
