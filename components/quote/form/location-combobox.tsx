"use client";

import { useController, useFormContext } from "react-hook-form";
import { Combobox } from "@/components/ui/combobox";
import type { CityPortItem, PlaceItem } from "@/lib/lookups";
import {
  QUICK_COUNTRY,
  type Mode,
  type QuotePlace,
  type QuoteFormValues,
  placeFromCityPortItem,
  placeFromPlaceItem,
} from "@/lib/quote";
import { siteConfig } from "@/lib/config/site";
import { fetchAutoComplete, fetchCityPort, fetchCityZip, fetchCityZipIn } from "./lookup-fetchers";
import { useLookup } from "./use-lookup";
import { useQuoteId } from "./form-ids";
import { FIELD_LABELS, PLACE_PLACEHOLDERS } from "./form-labels";

type End = "origin" | "destination";

/** Under a place box when neither the lookup nor its fallback answered: the visitor is not left with nothing. */
export const SUGGESTIONS_UNAVAILABLE = `Suggestions are unavailable right now. Please try again in a moment, or call ${siteConfig.phones.main.display} for a quote.`;

/** SUGGESTIONS_UNAVAILABLE with its number as a link a phone can call with one tap. */
function SuggestionsUnavailable() {
  const phone = siteConfig.phones.main;
  const [before, after] = SUGGESTIONS_UNAVAILABLE.split(phone.display);
  return (
    <>
      {before}
      <a className="font-semibold underline" href={`tel:${phone.tel}`}>
        {phone.display}
      </a>
      {after}
    </>
  );
}
type Suggestion = { key: string; place: QuotePlace };

const toSuggestions = (items: (PlaceItem | CityPortItem)[], international: boolean): Suggestion[] =>
  items.map((item, index) => {
    const place = international ? placeFromCityPortItem(item as CityPortItem) : placeFromPlaceItem(item as PlaceItem);
    return { key: `${index}-${place.label}`, place: item.Label ? { ...place, label: item.Label } : place };
  });

async function domesticLookup(input: string, signal: AbortSignal) {
  return toSuggestions(await fetchCityZip(input, signal), false);
}
async function internationalLookup(input: string, signal: AbortSignal) {
  return toSuggestions(await fetchCityPort(input, signal), true);
}
async function fallbackLookup(input: string, signal: AbortSignal) {
  return toSuggestions(await fetchAutoComplete(input, signal), false);
}

/** The quick calculator prices QUICK_COUNTRY's routes only: it offers no place its query would refuse. */
const fetchQuickPlaces = fetchCityZipIn(QUICK_COUNTRY);
async function quickLookup(input: string, signal: AbortSignal) {
  return toSuggestions(await fetchQuickPlaces(input, signal), false);
}
async function quickFallbackLookup(input: string, signal: AbortSignal) {
  const places = await fetchAutoComplete(input, signal);
  return toSuggestions(
    places.filter((p) => p.CountryID === QUICK_COUNTRY),
    false,
  );
}

/** The lookup and its fallback for each kind of box; module-level, so useLookup sees the same functions each render. */
const LOOKUPS = {
  domestic: [domesticLookup, fallbackLookup],
  international: [internationalLookup, fallbackLookup],
  quick: [quickLookup, quickFallbackLookup],
} as const;

/**
 * Origin or destination: the visitor types, then must pick a suggestion. Typing clears the picked place,
 * so text that was never chosen, or a box emptied after a pick, is caught by the step schema ("Please click
 * some location").
 */
export function LocationCombobox({
  end,
  mode,
  quick = false,
  onPicked,
  typedBeforeLive = false,
}: {
  end: End;
  mode: Mode;
  /** The quick calculator's box: its country's places only. */
  quick?: boolean;
  onPicked?: (place: QuotePlace) => void;
  /** Its text was typed on the island's skeleton: the first focus opens the suggestions. */
  typedBeforeLive?: boolean;
}) {
  const { control, setValue, clearErrors } = useFormContext<QuoteFormValues>();
  const queryName = end === "origin" ? "originQuery" : "destinationQuery";
  const pickedName = end === "origin" ? "originWasPicked" : "destinationWasPicked";
  const place = useController({ control, name: end });
  const query = useController({ control, name: queryName });
  const qid = useQuoteId();
  const typed = place.field.value ? "" : query.field.value;
  const [lookup, fallback] = LOOKUPS[quick ? "quick" : mode];
  const { items, loading, failed } = useLookup(typed, lookup, fallback);

  return (
    <Combobox
      id={qid(end)}
      name={end}
      label={FIELD_LABELS[end]}
      placeholder={PLACE_PLACEHOLDERS[mode]}
      value={query.field.value}
      inputRef={place.field.ref}
      error={place.fieldState.error?.message}
      loading={loading}
      notice={failed ? <SuggestionsUnavailable /> : undefined}
      options={items}
      optionKey={(s) => s.key}
      optionLabel={(s) => s.place.label}
      onValueChange={(text) => {
        query.field.onChange(text);
        if (place.field.value) place.field.onChange(null);
      }}
      onPick={(s) => {
        setValue(end, s.place, { shouldDirty: true });
        setValue(queryName, s.place.label, { shouldDirty: true });
        setValue(pickedName, true);
        clearErrors(end);
        onPicked?.(s.place);
      }}
      onBlur={query.field.onBlur}
      typedBeforeLive={typedBeforeLive}
    />
  );
}
