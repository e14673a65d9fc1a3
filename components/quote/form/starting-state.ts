import { isoDate, parseTypedDate } from "@/lib/dates";
import {
  TRANSPORT_TYPES,
  defaultFormValues,
  type TransportType,
  type QuotePlace,
  type QuoteFormValues,
  LAST_STEP,
  STEP_DESTINATION,
  initialModeOf,
  type FormVariant,
} from "@/lib/quote";
import type { EarlyIntent } from "./early-intent";
import type { SavedProgress } from "./use-form-persistence";

export type StartingState = { values: QuoteFormValues; step: number; advance: boolean };

const isTransportType = (value: string | undefined): value is TransportType =>
  (TRANSPORT_TYPES as readonly (string | undefined)[]).includes(value);

/** Text typed in a place's box replaces what was there; text unlike the picked place's label unpicks it. */
function typedPlace(place: QuotePlace | null, query: string, wasPicked: boolean, typed: string | undefined) {
  if (typed === undefined || typed === query) return { place, query, wasPicked };
  return { place: null, query: typed, wasPicked: wasPicked || place !== null };
}

/** The skeleton's step-1 boxes over the values (a typed date read as the date box reads typing). */
function withTyped(values: QuoteFormValues, fields: EarlyIntent["fields"]): QuoteFormValues {
  const origin = typedPlace(values.origin, values.originQuery, values.originWasPicked, fields.originQuery);
  const destination = typedPlace(
    values.destination,
    values.destinationQuery,
    values.destinationWasPicked,
    fields.destinationQuery,
  );
  const day = fields.shipDate === undefined ? undefined : parseTypedDate(fields.shipDate);
  const [first, ...others] = values.vehicles;
  const vehicle = first && {
    ...first,
    year: fields.year?.trim() ?? first.year,
    make: fields.make ?? first.make,
    model: fields.model ?? first.model,
  };
  return {
    ...values,
    origin: origin.place,
    originQuery: origin.query,
    originWasPicked: origin.wasPicked,
    destination: destination.place,
    destinationQuery: destination.query,
    destinationWasPicked: destination.wasPicked,
    shipDate: fields.shipDate === undefined ? values.shipDate : day ? isoDate(day) : fields.shipDate.trim(),
    transportType: isTransportType(fields.transportType) ? fields.transportType : values.transportType,
    vehicles: vehicle ? [vehicle, ...others] : values.vehicles,
  };
}

/**
 * Where the form starts: the progress saved earlier in the visit (else its mode's defaults), then what the
 * visitor did on the skeleton, as the same clicks and typing on the form would have done. A mode picked
 * there starts over in it; the text typed and a Next asked for apply to step 1, the step the skeleton
 * showed, and are dropped when the saved progress is further on (the visitor sees that step instead).
 */
export function startingState(
  variant: FormVariant,
  saved: SavedProgress | undefined,
  intent: EarlyIntent | undefined,
): StartingState {
  let values = saved?.values ?? defaultFormValues(initialModeOf(variant));
  let step = saved ? Math.min(Math.max(0, saved.step), LAST_STEP) : STEP_DESTINATION;
  if (!intent) return { values, step, advance: false };
  if (intent.modeChosen && intent.mode !== values.mode) {
    values = defaultFormValues(intent.mode);
    step = STEP_DESTINATION;
  }
  if (step !== STEP_DESTINATION) return { values, step, advance: false };
  return { values: withTyped(values, intent.fields), step, advance: intent.advance };
}
