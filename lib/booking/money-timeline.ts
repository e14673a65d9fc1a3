import type { MoneyStep } from "@/lib/payments";
import { eventDay, type Timeline, type TimelineStep } from "@/lib/shipments";

/**
 * The booking's money steps set into its shipment timeline: each after the last step of the status it follows
 * (the card after the booking, the charge after the carrier's assignment, a refund after the cancellation),
 * or before the steps ahead when that status has not happened.
 */
export function withMoneySteps(timeline: Timeline, money: readonly MoneyStep[]): Timeline {
  const steps = [...timeline.steps];
  for (const m of money) {
    const step: TimelineStep = {
      key: m.key,
      status: m.after,
      label: m.label,
      state: m.state,
      when: m.at ? eventDay(m.at) : null,
      details: m.details,
      ...(m.link ? { link: m.link } : {}),
    };
    const anchor = steps.findLastIndex((s) => s.status === m.after && s.state !== "upcoming");
    const firstAhead = steps.findIndex((s) => s.state === "upcoming");
    const at = anchor >= 0 ? anchor + 1 : firstAhead >= 0 ? firstAhead : steps.length;
    steps.splice(at, 0, step);
  }
  return { ...timeline, steps };
}
