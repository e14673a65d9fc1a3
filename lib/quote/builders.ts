import { QUICK_COUNTRY, DEFAULT_TRANSPORT_TYPE } from "@/lib/quote-bounds";
import { INTERNATIONAL_TEMPLATE_ID, LEAD_TYPE, SOURCE_KEY } from "./constants";
import type { VisitAttribution } from "./attribution";
import { todayIso } from "@/lib/dates";
import type { EstimateResult } from "@/lib/estimate";
import type { Consent } from "./consent";
import type { ConversionSignals } from "./conversion-signals";
import type { FormVehicle, QuotePlace, QuoteFormValues } from "./form-schema";
import type { InternationalLeadRequest } from "./payload-lead";
import type { QuickQuoteParams } from "./payload-quick";
import type { SimpleCreateSdkPayload } from "./payload-sdk";
import type { SimpleCreatePayload } from "./payload-simple";
import { ownVehicleName } from "./vehicle-name";

/**
 * Pure functions from the form's values to each endpoint's payload. They do not validate (the step schemas
 * did, and the API does again with the payload schemas); they only rename and convert.
 */
export type SubmitContext = {
  attribution: VisitAttribution;
  consent?: Consent;
  /** The ad-measurement consent as the international form showed it (that form only). */
  adConsent?: Consent;
  estimate?: EstimateResult;
  signals?: ConversionSignals;
};

const EMPTY_PLACE: QuotePlace = { postalCode: "", city: "", state: "", country: "", label: "" };

function inopOf(vehicle: FormVehicle): 0 | 1 {
  return vehicle.running === "No" ? 1 : 0;
}

function transportOf(values: QuoteFormValues): "Open" | "Enclosed" {
  return values.transportType === "" ? DEFAULT_TRANSPORT_TYPE : values.transportType;
}

/** A form sent without a date means "as soon as possible": today. */
function shipDateOf(values: QuoteFormValues): string {
  return values.shipDate || todayIso();
}

function domesticCountryOf(place: QuotePlace): "US" | "CA" {
  return place.country.toUpperCase() === "CA" ? "CA" : "US";
}

/** Call 6: the domestic full form. */
export function buildSimpleCreateSdkPayload(values: QuoteFormValues, context: SubmitContext): SimpleCreateSdkPayload {
  const origin = values.origin ?? EMPTY_PLACE;
  const destination = values.destination ?? EMPTY_PLACE;
  return {
    origin_postal_code: origin.postalCode,
    origin_city: origin.city,
    origin_state: origin.state,
    origin_country: domesticCountryOf(origin),
    destination_postal_code: destination.postalCode,
    destination_city: destination.city,
    destination_state: destination.state,
    destination_country: domesticCountryOf(destination),
    ship_date: shipDateOf(values),
    Vehicles: values.vehicles.map((v) => ({
      vehicle_make: v.make.trim(),
      vehicle_model: v.model.trim(),
      vehicle_year: Number(v.year),
      vehicle_inop: inopOf(v),
      vehicle_type: v.type,
      vehicle_name: ownVehicleName(v) || undefined,
    })),
    transport_type: transportOf(values),
    first_name: values.firstName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    marketing_id: context.attribution.marketing_id,
    id: context.attribution.id,
    lead_type: LEAD_TYPE,
    source_key: SOURCE_KEY,
    shipping_method: undefined,
    source: context.attribution.source,
    fbclid: context.attribution.fbclid,
    attribution: context.attribution.touches,
    signals: context.signals,
    consent: context.consent,
    estimate: context.estimate,
  };
}

/** Call 7: the international form, camelCase, templateId 'International'. */
export function buildInternationalLeadPayload(
  values: QuoteFormValues,
  context: SubmitContext,
): InternationalLeadRequest {
  const origin = values.origin ?? EMPTY_PLACE;
  const destination = values.destination ?? EMPTY_PLACE;
  return {
    originPostalCode: origin.postalCode,
    originCity: origin.city,
    originState: origin.state,
    originCountry: origin.country.toUpperCase(),
    destinationPostalCode: destination.postalCode,
    destinationCity: destination.city,
    destinationState: destination.state,
    destinationCountry: destination.country.toUpperCase(),
    shipDate: shipDateOf(values),
    vehicles: values.vehicles.map((v) => ({
      make: v.make.trim(),
      model: v.model.trim(),
      year: Number(v.year),
      inop: inopOf(v),
      type: v.type,
      name: ownVehicleName(v) || undefined,
    })),
    transportType: transportOf(values),
    firstName: values.firstName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    marketingId: context.attribution.marketing_id,
    templateId: INTERNATIONAL_TEMPLATE_ID,
    id: context.attribution.id,
    leadType: LEAD_TYPE,
    sourceKey: SOURCE_KEY,
    shippingMethod: values.shippingMethod === "" ? "Port to port" : values.shippingMethod,
    source: context.attribution.source,
    fbclid: context.attribution.fbclid,
    attribution: context.attribution.touches,
    signals: context.signals,
    consent: context.consent,
    adConsent: context.adConsent,
    estimate: context.estimate,
  };
}

/** Call 8: the quick calculator's query string (every value a string, Vehicles as JSON, running as Yes/No). */
export function buildQuickQuoteParams(values: QuoteFormValues, context: SubmitContext): URLSearchParams {
  const origin = values.origin ?? EMPTY_PLACE;
  const destination = values.destination ?? EMPTY_PLACE;
  const params: QuickQuoteParams = {
    origin_postal_code: origin.postalCode,
    origin_city: origin.city,
    origin_state: origin.state,
    origin_country: QUICK_COUNTRY,
    destination_postal_code: destination.postalCode,
    destination_city: destination.city,
    destination_state: destination.state,
    destination_country: QUICK_COUNTRY,
    ship_date: shipDateOf(values),
    Vehicles: JSON.stringify(
      values.vehicles.map((v) => ({
        vehicle_make: v.make.trim(),
        vehicle_model: v.model.trim(),
        vehicle_year: Number(v.year),
        vehicle_inop: v.running,
        vehicle_type: v.type,
      })),
    ),
    transport_type: transportOf(values),
    // Always sent, as the spec lists it: empty on the domestic calculator, which offers no choice.
    shipping_method: values.shippingMethod,
    first_name: values.firstName.trim() || undefined,
    email: values.email.trim() || undefined,
    phone: values.phone.trim() || undefined,
    marketing_id: context.attribution.marketing_id,
    id: context.attribution.id,
    lead_type: LEAD_TYPE,
    source_key: SOURCE_KEY,
    source: context.attribution.source,
    fbclid: context.attribution.fbclid,
    attribution: context.attribution.touches ? JSON.stringify(context.attribution.touches) : undefined,
    signals: context.signals ? JSON.stringify(context.signals) : undefined,
  };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, value);
  }
  return search;
}

/** Call 9: the simple domestic configuration (one vehicle, postal codes only). */
export function buildSimpleCreatePayload(values: QuoteFormValues, context: SubmitContext): SimpleCreatePayload {
  const vehicle = values.vehicles[0] ?? { year: "", make: "", model: "", type: "Car", running: "Yes" };
  return {
    origin_postal_code: values.origin?.postalCode ?? "",
    destination_postal_code: values.destination?.postalCode ?? "",
    ship_date: shipDateOf(values),
    vehicle_model_year: Number(vehicle.year),
    vehicle_make: vehicle.make.trim(),
    vehicle_model: vehicle.model.trim(),
    first_name: values.firstName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    marketing_id: context.attribution.marketing_id,
    id: context.attribution.id,
    source: context.attribution.source,
    fbclid: context.attribution.fbclid,
    attribution: context.attribution.touches,
    signals: context.signals,
    consent: context.consent,
    estimate: context.estimate,
  };
}
