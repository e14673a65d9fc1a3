import type { Mode } from "@/lib/quote";
import { clsx } from "clsx";

const MODES: { mode: Mode; label: string }[] = [
  { mode: "domestic", label: "USA / Canada" },
  { mode: "international", label: "International" },
];

/** Domestic or international: two toggle buttons (aria-pressed). */
export function ModeToggle({ mode, onChange }: { mode: Mode; onChange: (mode: Mode) => void }) {
  return (
    <div role="group" aria-label="Shipment type" className="grid grid-cols-2 gap-1 rounded-lg bg-surface p-1">
      {MODES.map((item) => (
        <button
          key={item.mode}
          type="button"
          aria-pressed={mode === item.mode}
          onClick={() => mode !== item.mode && onChange(item.mode)}
          className={clsx(
            "h-10 rounded-md text-sm font-semibold",
            mode === item.mode ? "bg-brand text-brand-fg" : "text-fg hover:bg-surface-3",
          )}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
