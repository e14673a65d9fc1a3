"use client";

import { useMemo } from "react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { Combobox } from "@/components/ui/combobox";
import { Field, controlClass } from "@/components/ui/field";
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

function suggestedYears(): number[] {
  const years: number[] = [];
  for (let year = maxVehicleYear(); year >= SUGGESTED_FIRST_YEAR; year -= 1) years.push(year);
  return years;
}

const isFormType = (type: string): type is QuoteVehicleType =>
  (QUOTE_VEHICLE_TYPES as readonly string[]).includes(type);

/**
 * One vehicle's year, make and model (with suggestions), and on the full form its type, whether it runs, and
 * the visitor's own name for it (the generated "2021 Ford F-150" shows as the placeholder).
 */
export function VehicleFields({ index, full }: { index: number; full: boolean }) {
  const { control, register, setValue, formState } = useFormContext<QuoteFormValues>();
  const vehicle = useWatch({ control, name: `vehicles.${index}` });
  const errors = formState.errors.vehicles?.[index];
  const makes = useLookup<MakeItem>(vehicle?.make ?? "", fetchMakes);
  const fetchModels = useMemo(
    () => modelFetcher(vehicle?.make ?? "", vehicle?.year ?? ""),
    [vehicle?.make, vehicle?.year],
  );
  const models = useLookup<ModelItem>(vehicle?.model ?? "", fetchModels, undefined, Boolean(vehicle?.make.trim()));
  const years = useMemo(() => suggestedYears(), []);
  const qid = useQuoteId();
  const id = (name: string) => qid(`vehicle-${index}-${name}`);
  const yearListId = qid("year-suggestions");

  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Field id={id("year")} label={FIELD_LABELS.year} error={errors?.year?.message}>
        {(aria) => (
          <>
            <input
              {...aria}
              inputMode="numeric"
              maxLength={4}
              list={yearListId}
              autoComplete="off"
              className={controlClass}
              {...register(`vehicles.${index}.year`)}
            />
            <datalist id={yearListId}>
              {years.map((year) => (
                <option key={year} value={year} />
              ))}
            </datalist>
          </>
        )}
      </Field>
      <Controller
        control={control}
        name={`vehicles.${index}.make`}
        render={({ field, fieldState }) => (
          <Combobox
            id={id("make")}
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
      <Controller
        control={control}
        name={`vehicles.${index}.model`}
        render={({ field, fieldState }) => (
          <Combobox
            id={id("model")}
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
      {full ? (
        <>
          <Field id={id("type")} label="Vehicle type" error={errors?.type?.message}>
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
          <fieldset className="sm:col-span-2">
            <legend className="mb-1 text-sm font-semibold">Does it run?</legend>
            <div className="flex h-11 items-center gap-4">
              {(["Yes", "No"] as const).map((answer) => (
                <label key={answer} className="flex items-center gap-2">
                  <input
                    type="radio"
                    value={answer}
                    className="h-5 w-5 accent-[var(--brand)]"
                    {...register(`vehicles.${index}.running`)}
                  />
                  {answer}
                </label>
              ))}
            </div>
          </fieldset>
          <Field
            id={id("name")}
            label="Vehicle name (optional)"
            error={errors?.name?.message}
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
        </>
      ) : null}
    </div>
  );
}
