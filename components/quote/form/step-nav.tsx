import { Button } from "@/components/ui/button";

type StepNavProps = { step: number; last: boolean; busy: boolean; submitLabel: string; onBack?: () => void };

/** Back (from step 2 on) and Next, or the submit button on the last step. The skeleton's has Next only. */
export function StepNav({ step, last, busy, submitLabel, onBack }: StepNavProps) {
  return (
    <div className="flex gap-3">
      {step > 0 ? (
        <Button type="button" variant="outline" onClick={onBack} disabled={busy}>
          Back
        </Button>
      ) : null}
      <Button type="submit" className="flex-1" disabled={busy} aria-disabled={busy || undefined}>
        {last ? (busy ? "Sending…" : submitLabel) : "Next"}
      </Button>
    </div>
  );
}
