import type { FormVariant, Mode } from "@/lib/quote-bounds";

/**
 * The names and hints of the fields step 1 shows, read by the skeleton (static HTML until the form loads) and by
 * the real steps, so a box keeps its name and hint when the form replaces the skeleton under the visitor's hand.
 * Plain strings: the skeleton's chunk must not pull in any form code to read them.
 */
export const FIELD_LABELS = {
  origin: "Pick up from",
  destination: "Deliver to",
  shipDate: "Ship date",
  shippingMethod: "Shipping method",
  transportType: "Transport type",
  year: "Year",
  make: "Make",
  model: "Model",
} as const;

/** The form's title unless the page gives its own. */
export const DEFAULT_FORM_TITLE = "Get a free quote";

/** The last step's button: the quick calculator shows a price, the full form sends the request. */
export function submitLabelOf(variant: FormVariant): string {
  return variant === "quick" ? "See my price" : "Get my quote";
}

/** A place box's hint: domestic places are found by city or ZIP code, international ones by city or port. */
export const PLACE_PLACEHOLDERS: Readonly<Record<Mode, string>> = {
  domestic: "City or ZIP code",
  international: "City or port",
};

/** The shipping-method select's empty first option. */
export const SHIPPING_METHOD_PROMPT = "Choose a shipping method";

/** Under an entry already in the vehicle list: edits apply as typed, and Undo changes puts the entry back. */
export const VEHICLE_EDITS_KEPT = "Changes are kept as you type.";
