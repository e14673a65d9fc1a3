import { MODES, type Mode } from "@/lib/quote/early";
import { cn } from "@/lib/utils";

const LABELS: Record<Mode, string> = { domestic: "USA / Canada", international: "International" };

/** Domestic or international: two toggle buttons (aria-pressed); `data-mode` lets the skeleton's recorder tell them apart. */
export function ModeToggle({ mode, onChange }: { mode: Mode; onChange: (mode: Mode) => void }) {
  return (
    <div role="group" aria-label="Shipment type" className="grid grid-cols-2 gap-1 rounded-lg bg-surface p-1">
      {MODES.map((item) => (
        <button
          key={item}
          type="button"
          aria-pressed={mode === item}
          data-mode={item}
          onClick={() => mode !== item && onChange(item)}
          className={cn(
            "h-10 rounded-md text-sm font-semibold",
            mode === item ? "bg-brand text-brand-fg" : "text-fg hover:bg-surface-3",
          )}
        >
          {LABELS[item]}
        </button>
      ))}
    </div>
  );
}
