import type { FormVehicle } from "./form-schema";
import { vehicleName } from "./vehicle-name";

/** An entry counts as complete (and is marked so in the list) once make, model and year are present. */
export function isVehicleComplete(vehicle: FormVehicle): boolean {
  return vehicle.make.trim() !== "" && vehicle.model.trim() !== "" && vehicle.year.trim() !== "";
}

/** Nothing typed in the entry yet (an entry just added): leaving it loses no edit. */
export function isVehicleBlank(vehicle: FormVehicle | undefined): boolean {
  return (
    !vehicle || [vehicle.year, vehicle.make, vehicle.model, vehicle.name ?? ""].every((text) => text.trim() === "")
  );
}

/** After deleting entry `index`, the selection moves to the previous one (or stays on the first). */
export function selectionAfterDelete(index: number): number {
  return Math.max(0, index - 1);
}

/** "All vehicles (2/3)": the entry shown out of how many there are. */
export function vehicleListLabel(selected: number, total: number): string {
  return `All vehicles (${selected + 1}/${total})`;
}

/** The entry's name in the list: the visitor's own, else "2021 Ford F-150", else "Vehicle 2". */
export function vehicleListName(vehicle: FormVehicle | undefined, index: number): string {
  return (vehicle && vehicleName(vehicle)) || `Vehicle ${index + 1}`;
}
