import type { FormVehicle } from "./form-schema";

/** An entry counts as complete (and is marked so in the list) once make, model and year are present. */
export function isVehicleComplete(vehicle: FormVehicle): boolean {
  return vehicle.make.trim() !== "" && vehicle.model.trim() !== "" && vehicle.year.trim() !== "";
}

/** After deleting entry `index`, the selection moves to the previous one (or stays on the first). */
export function selectionAfterDelete(index: number): number {
  return Math.max(0, index - 1);
}

/** "All vehicles (2/3)": the entry shown out of how many there are. */
export function vehicleListLabel(selected: number, total: number): string {
  return `All vehicles (${selected + 1}/${total})`;
}

export function vehicleSummary(vehicle: FormVehicle, index: number): string {
  const text = [vehicle.year, vehicle.make, vehicle.model].map((p) => p.trim()).filter(Boolean).join(" ");
  return text === "" ? `Vehicle ${index + 1}` : text;
}
