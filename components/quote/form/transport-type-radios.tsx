import type { ComponentProps } from "react";
import { TRANSPORT_TYPES, type TransportType } from "@/lib/quote/early";

/**
 * The transport type's radios, drawn alike by the form (registered with react-hook-form) and by its skeleton
 * (uncontrolled, noted by the island), so the skeleton cannot drift from the form it stands in for. The first
 * radio takes `firstId`, the id the legend's field is known by.
 */
export function TransportTypeRadios({
  firstId,
  inputProps,
}: {
  firstId: string;
  inputProps: (type: TransportType) => ComponentProps<"input">;
}) {
  return (
    <div className="flex gap-4">
      {TRANSPORT_TYPES.map((type, index) => (
        <label key={type} className="flex items-center gap-2">
          <input
            type="radio"
            value={type}
            id={index === 0 ? firstId : undefined}
            className="h-5 w-5 accent-[var(--brand)]"
            {...inputProps(type)}
          />
          {type}
        </label>
      ))}
    </div>
  );
}
