import { MODES, type Mode } from "@/lib/quote-bounds";

const LABELS: Record<Mode, string> = { domestic: "USA / Canada", international: "International" };

/**
 * Domestic or international: two toggle buttons (aria-pressed, which their look follows). `data-mode` lets the
 * skeleton's recorder tell them apart; the skeleton's toggle has no `onChange`, the recorder presses it.
 */
export function ModeToggle({ mode, onChange }: { mode: Mode; onChange?: (mode: Mode) => void }) {
  return (
    <div role="group" aria-label="Shipment type" className="grid grid-cols-2 gap-1 rounded-lg bg-surface p-1">
      {MODES.map((item) => (
        <button
          key={item}
          type="button"
          aria-pressed={mode === item}
          data-mode={item}
          onClick={onChange && (() => mode !== item && onChange(item))}
          className="h-10 rounded-md text-sm font-semibold text-fg hover:bg-surface-3 aria-pressed:bg-brand aria-pressed:text-brand-fg aria-pressed:hover:bg-brand"
        >
          {LABELS[item]}
        </button>
      ))}
    </div>
  );
}
