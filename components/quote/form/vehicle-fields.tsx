"use client";

import { useMemo } from "react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { Combobox } from "@/components/ui/combobox";
import { Field, FieldSet, controlClass, radioClass } from "@/components/ui/field";
import type { MakeItem, ModelItem } from "@/lib/lookups";
import {
  MAX_TEXT,
  QUOTE_VEHICLE_TYPES,
  SUGGESTED_FIRST_YEAR,
  maxVehicleYear,
  type QuoteFormValues,
  type QuoteVehicleType,
  generatedVehicleName,
} from "@/lib/quote";
import { fetchMakes, modelFetcher } from "./lookup-fetchers";
import { useLookup } from "./use-lookup";
import { useQuoteId } from "./form-ids";
import { FIELD_LABELS } from "./form-labels";
import { VehicleFieldsRow, YearField, vehicleFieldIds } from "./vehicle-layout";

function suggestedYears(): number[] {
  const years: number[] = [];
  for (let year = maxVehicleYear(); year >= SUGGESTED_FIRST_YEAR; year -= 1) years.push(year);
  return years;
}

const isFormType = (type: string): type is QuoteVehicleType =>
  (QUOTE_VEHICLE_TYPES as readonly string[]).includes(type);

/** One entry's fields: the field's id and the entry's place in the list. */
type EntryField = { id: string; index: number };

/**
 * One vehicle's year, make and model (with suggestions), and on the full form its type, whether it runs, and
 * the visitor's own name for it (the generated "2021 Ford F-150" shows as the placeholder).
 */
export function VehicleFields({ index, full }: { index: number; full: boolean }) {
  const id = vehicleFieldIds(useQuoteId(), index);
  return (
    <VehicleFieldsRow>
      <YearInput id={id("year")} index={index} />
      <MakeCombobox id={id("make")} index={index} />
      <ModelCombobox id={id("model")} index={index} full={full} />
      {full ? (
        <>
          <VehicleTypeSelect id={id("type")} index={index} />
          <RunningRadios id={id("running")} index={index} />
          <VehicleNameInput id={id("name")} index={index} />
        </>
      ) : null}
    </VehicleFieldsRow>
  );
}

function YearInput({ id, index }: EntryField) {
  const { register, formState } = useFormContext<QuoteFormValues>();
  const years = useMemo(() => suggestedYears(), []);
  const qid = useQuoteId();
  return (
    <YearField
      id={id}
      error={formState.errors.vehicles?.[index]?.year?.message}
      suggestions={{ id: qid("year-suggestions"), years }}
      inputProps={register(`vehicles.${index}.year`)}
    />
  );
}

function MakeCombobox({ id, index }: EntryField) {
  const make = useWatch<QuoteFormValues, `vehicles.${number}.make`>({ name: `vehicles.${index}.make` }) ?? "";
  const makes = useLookup<MakeItem>(make, fetchMakes);
  return (
    <Controller<QuoteFormValues, `vehicles.${number}.make`>
      name={`vehicles.${index}.make`}
      render={({ field, fieldState }) => (
        <Combobox
          id={id}
          label={FIELD_LABELS.make}
          value={field.value}
          inputRef={field.ref}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          loading={makes.loading}
          options={makes.items}
          optionKey={(m) => String(m.Make_ID)}
          optionLabel={(m) => m.make}
          onPick={(m) => field.onChange(m.make)}
        />
      )}
    />
  );
}

/** The model's suggestions are the make's (and year's); on the full form a model picked sets the vehicle's type. */
function ModelCombobox({ id, index, full }: EntryField & { full: boolean }) {
  const { setValue } = useFormContext<QuoteFormValues>();
  const vehicle = useWatch<QuoteFormValues, `vehicles.${number}`>({ name: `vehicles.${index}` });
  const make = vehicle?.make ?? "";
  const fetchModels = useMemo(() => modelFetcher(make, vehicle?.year ?? ""), [make, vehicle?.year]);
  const models = useLookup<ModelItem>(vehicle?.model ?? "", fetchModels, undefined, Boolean(make.trim()));
  return (
    <Controller<QuoteFormValues, `vehicles.${number}.model`>
      name={`vehicles.${index}.model`}
      render={({ field, fieldState }) => (
        <Combobox
          id={id}
          label={FIELD_LABELS.model}
          value={field.value}
          inputRef={field.ref}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          loading={models.loading}
          options={models.items}
          optionKey={(m) => `${m.make}-${m.model}`}
          optionLabel={(m) => m.model}
          onPick={(m) => {
            field.onChange(m.model);
            if (full && isFormType(m.type)) setValue(`vehicles.${index}.type`, m.type, { shouldDirty: true });
          }}
        />
      )}
    />
  );
}

function VehicleTypeSelect({ id, index }: EntryField) {
  const { register, formState } = useFormContext<QuoteFormValues>();
  return (
    <Field id={id} label="Vehicle type" error={formState.errors.vehicles?.[index]?.type?.message}>
      {(aria) => (
        <select {...aria} className={controlClass} {...register(`vehicles.${index}.type`)}>
          {QUOTE_VEHICLE_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function RunningRadios({ id, index }: EntryField) {
  const { register } = useFormContext<QuoteFormValues>();
  return (
    <FieldSet id={id} legend="Does it run?" className="sm:col-span-2">
      <div className="flex h-11 items-center gap-4">
        {(["Yes", "No"] as const).map((answer) => (
          <label key={answer} className="flex items-center gap-2">
            <input type="radio" value={answer} className={radioClass} {...register(`vehicles.${index}.running`)} />
            {answer}
          </label>
        ))}
      </div>
    </FieldSet>
  );
}

function VehicleNameInput({ id, index }: EntryField) {
  const { register, formState } = useFormContext<QuoteFormValues>();
  const vehicle = useWatch<QuoteFormValues, `vehicles.${number}`>({ name: `vehicles.${index}` });
  return (
    <Field
      id={id}
      label="Vehicle name (optional)"
      error={formState.errors.vehicles?.[index]?.name?.message}
      className="sm:col-span-3"
    >
      {(aria) => (
        <input
          {...aria}
          maxLength={MAX_TEXT}
          autoComplete="off"
          placeholder={(vehicle && generatedVehicleName(vehicle)) || "e.g. Dad's truck"}
          className={controlClass}
          {...register(`vehicles.${index}.name`)}
        />
      )}
    </Field>
  );
}
