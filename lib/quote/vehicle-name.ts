/** What a vehicle's name is made of, as the form holds it (a text year) or a lead stores it (a number year). */
type NameParts = { year: string | number; make: string; model: string; name?: string | null };

/** "2021 Ford F-150": year, make and model, as far as they are known. */
export function generatedVehicleName(vehicle: NameParts): string {
  return [String(vehicle.year), vehicle.make, vehicle.model]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(" ");
}

/** The visitor's own name for the vehicle ("Dad's truck"), or "" when they gave none. */
export function ownVehicleName(vehicle: NameParts): string {
  return vehicle.name?.trim() ?? "";
}

/** The name a vehicle goes by: the visitor's own, else the generated one; "" when nothing is known yet. */
export function vehicleName(vehicle: NameParts): string {
  return ownVehicleName(vehicle) || generatedVehicleName(vehicle);
}
