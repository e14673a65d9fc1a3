import type { ComponentProps } from "react";
import { Field, controlClass } from "@/components/ui/field";
import { HydrationScript } from "@/components/inline-scripts/hydration-script";
import {
  PLACEHOLDER_ATTRIBUTE_PREFIX,
  SHOWN_MODE_ATTRIBUTE,
  earlyRecorderScript,
} from "@/components/inline-scripts/quote-early-input";
import { TYPED_DAY_PLACEHOLDER } from "@/lib/dates";
import { DEFAULT_TRANSPORT_TYPE, MODES, initialModeOf, type FormVariant, type Mode } from "@/lib/quote-bounds";
import type { EarlyField } from "../form/early-intent";
import { FormHeading, StepBody, formFrameClass } from "../form/form-frame";
import { formIdPrefix, idsWithin } from "../form/form-id-prefix";
import { DEFAULT_FORM_TITLE, FIELD_LABELS, PLACE_PLACEHOLDERS, submitLabelOf } from "../form/form-labels";
import { ModeToggle } from "../form/mode-toggle";
import { RouteFields, ShippingMethodField, TransportTypeField } from "../form/route-fields";
import { StepNav } from "../form/step-nav";
import { VehicleFieldsRow, VehicleHeading, VehiclesBlock, YearField, vehicleFieldIds } from "../form/vehicle-layout";

type SkeletonProps = { variant?: FormVariant; title?: string };
type Ids = (name: string) => string;

/**
 * Step 1 of the form as static HTML rendered by the server, through the form's own pieces (its frame,
 * ../form/route-fields.tsx, ../form/vehicle-layout.tsx) with static boxes where the form has live controls:
 * the page looks complete, nothing moves when the form replaces it, and no form script is fetched before then.
 * It is a working draft, not a picture: the boxes take text, the radios respond, and the inline recorder
 * (components/inline-scripts/quote-early-input.ts) shows the mode picked (both modes' fields are here; CSS shows
 * the one the form names) and notes it and Next (a submit with method="dialog", which goes nowhere), so the form
 * starts from all of it. None of it waits for React, and none of it is in the page's script.
 */
export function QuoteFormSkeleton({ variant = "full", title = DEFAULT_FORM_TITLE }: SkeletonProps) {
  const quick = variant === "quick";
  const mode = initialModeOf(variant);
  const ids = idsWithin(formIdPrefix(variant));
  return (
    <form
      data-quote-skeleton
      {...{ [SHOWN_MODE_ATTRIBUTE]: mode }}
      method="dialog"
      noValidate
      className={formFrameClass(variant, "group/skeleton")}
    >
      <HydrationScript source={earlyRecorderScript()} />
      <p role="status" className="sr-only">
        Loading the quote form
      </p>
      <FormHeading variant={variant} title={title} step={0} />
      {quick ? null : <ModeToggle mode={mode} />}
      <StepBody step={0}>
        <StaticRoute ids={ids} mode={mode} compact={quick} />
        {quick ? <StaticVehicle ids={ids} /> : null}
      </StepBody>
      <StepNav step={0} last={quick} busy={false} submitLabel={submitLabelOf(variant)} />
    </form>
  );
}

/** A text box standing in for a live control (a combobox, the date picker), named for the value it becomes. */
function StaticBox({ id, label, field, ...input }: { id: string; label: string; field: EarlyField } & BoxProps) {
  return (
    <Field id={id} label={label}>
      {(aria) => (
        <input {...aria} type="text" autoComplete="off" className={controlClass} data-early-field={field} {...input} />
      )}
    </Field>
  );
}
type BoxProps = Omit<ComponentProps<"input">, "id">;

/** Each mode's placeholder on a place box, for the recorder to show the chosen one's. */
const placeholderAttributes = Object.fromEntries(
  MODES.map((mode) => [`${PLACEHOLDER_ATTRIBUTE_PREFIX}${mode}`, PLACE_PLACEHOLDERS[mode]]),
);

/**
 * Step 1 with both modes' last field, each shown while the form names its mode (the recorder sets the name).
 * Tailwind needs SHOWN_MODE_ATTRIBUTE written out in these classes: data-shown-mode.
 */
function StaticRoute({ ids, mode, compact }: { ids: Ids; mode: Mode; compact: boolean }) {
  const place = (end: "origin" | "destination") => (
    <StaticBox
      id={ids(end)}
      label={FIELD_LABELS[end]}
      field={end === "origin" ? "originQuery" : "destinationQuery"}
      placeholder={PLACE_PLACEHOLDERS[mode]}
      {...placeholderAttributes}
    />
  );
  const shipDate = (
    <StaticBox
      id={ids("ship-date")}
      label={FIELD_LABELS.shipDate}
      field="shipDate"
      placeholder={TYPED_DAY_PLACEHOLDER}
    />
  );
  const transportProps = (type: string) => ({
    name: ids("transport"),
    defaultChecked: type === DEFAULT_TRANSPORT_TYPE,
    "data-early-field": "transportType" satisfies EarlyField,
  });
  const method = (
    <>
      {compact ? null : (
        <ShippingMethodField id={ids("shipping-method")} className="group-data-[shown-mode=domestic]/skeleton:hidden" />
      )}
      <TransportTypeField
        id={ids("transport")}
        className="group-data-[shown-mode=international]/skeleton:hidden"
        inputProps={transportProps}
      />
    </>
  );
  return (
    <RouteFields
      origin={place("origin")}
      destination={place("destination")}
      shipDate={compact ? null : shipDate}
      method={method}
    />
  );
}

/** The quick calculator's one vehicle: year, make and model. */
function StaticVehicle({ ids }: { ids: Ids }) {
  const id = vehicleFieldIds(ids, 0);
  const dataOf = (field: EarlyField) => ({ "data-early-field": field });
  return (
    <VehiclesBlock id={ids("vehicles")}>
      <VehicleHeading index={0} count={1} />
      <VehicleFieldsRow>
        <YearField id={id("year")} inputProps={dataOf("year")} />
        <StaticBox id={id("make")} label={FIELD_LABELS.make} field="make" />
        <StaticBox id={id("model")} label={FIELD_LABELS.model} field="model" />
      </VehicleFieldsRow>
    </VehiclesBlock>
  );
}
