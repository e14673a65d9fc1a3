import type { FormVariant } from "@/lib/quote-bounds";

/**
 * Where each field error an API answers (calls 6–9, their zod paths as lib/http fieldErrors writes them) shows
 * on the form. The payloads spell one form field several ways (origin_state, originState, Vehicles.0.vehicle_make,
 * vehicles.0.make, vehicle_model_year); every spelling lands on the field the visitor can change.
 */
type VehiclePart = "year" | "make" | "model" | "type" | "running" | "name";
export type ApiErrorField =
  | "origin"
  | "destination"
  | "shipDate"
  | "transportType"
  | "shippingMethod"
  | "firstName"
  | "email"
  | "phone"
  | `vehicles.${number}.${VehiclePart}`;

const PLACE_FIELD = /^(origin|destination)(?:_postal_code|_city|_state|_country|PostalCode|City|State|Country)$/;
const VEHICLE_FIELD = /^(?:Vehicles|vehicles)\.(\d+)\.(\w+)$/;

const VEHICLE_PARTS: Readonly<Record<string, VehiclePart>> = {
  vehicle_make: "make",
  make: "make",
  vehicle_model: "model",
  model: "model",
  vehicle_year: "year",
  vehicle_model_year: "year",
  year: "year",
  vehicle_type: "type",
  type: "type",
  vehicle_inop: "running",
  inop: "running",
  vehicle_name: "name",
  name: "name",
};

const TOP_FIELDS: Readonly<Record<string, ApiErrorField>> = {
  ship_date: "shipDate",
  shipDate: "shipDate",
  transport_type: "transportType",
  transportType: "transportType",
  shipping_method: "shippingMethod",
  shippingMethod: "shippingMethod",
  first_name: "firstName",
  firstName: "firstName",
  email: "email",
  phone: "phone",
  // A list with no vehicle, or one that is not a list: the first vehicle's make asks for one.
  Vehicles: "vehicles.0.make",
  vehicles: "vehicles.0.make",
  // simple-create (call 9) carries its one vehicle at the top.
  vehicle_model_year: "vehicles.0.year",
  vehicle_make: "vehicles.0.make",
  vehicle_model: "vehicles.0.model",
};

/** The form field an API error key belongs to; undefined for a key no field shows (an attribution blob). */
export function formFieldOfApiError(key: string): ApiErrorField | undefined {
  const place = PLACE_FIELD.exec(key);
  if (place) return place[1] as "origin" | "destination";
  const vehicle = VEHICLE_FIELD.exec(key);
  if (vehicle) {
    const part = VEHICLE_PARTS[vehicle[2] ?? ""];
    return part ? `vehicles.${Number(vehicle[1])}.${part}` : undefined;
  }
  return Object.hasOwn(TOP_FIELDS, key) ? TOP_FIELDS[key] : undefined;
}

/**
 * Whether a field is on screen when the form submits. The quick calculator submits from its one step (route,
 * transport type, one vehicle: no ship date, no contact, no shipping method as it is domestic); the full forms
 * from their last, the contact step.
 */
function onScreenAtSubmit(field: ApiErrorField, variant: FormVariant): boolean {
  if (variant === "quick") return !["shipDate", "shippingMethod", "firstName", "email", "phone"].includes(field);
  return field === "firstName" || field === "email" || field === "phone";
}

/** Field messages are written without a full stop ("Phone number is not valid"); in a status they are sentences. */
const sentence = (message: string) => (/[.!?]$/.test(message) ? message : `${message}.`);

/**
 * An API answer's field errors split into those shown beside their field and the messages of fields not on
 * screen, which the form's status must say itself (else "check the highlighted fields" highlights none).
 */
export function placeApiErrors(
  errors: Readonly<Record<string, string>>,
  variant: FormVariant,
): { onFields: [ApiErrorField, string][]; elsewhere: string[] } {
  const onFields: [ApiErrorField, string][] = [];
  const elsewhere: string[] = [];
  for (const [key, message] of Object.entries(errors)) {
    const field = formFieldOfApiError(key);
    if (field && onScreenAtSubmit(field, variant)) onFields.push([field, message]);
    else if (!elsewhere.includes(sentence(message))) elsewhere.push(sentence(message));
  }
  return { onFields, elsewhere };
}
