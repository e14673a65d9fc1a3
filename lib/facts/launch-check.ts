import { z } from "zod";
import { describeIssues } from "@/lib/text";
import { FMCSA_PENDING } from "./display";
import { FACTS_FILE } from "./load";
import type { BrokerFacts } from "./schema";

/**
 * What is still a placeholder before the site can go live: each fact the broker has not supplied yet, what a
 * visitor sees meanwhile, and where to put the real one. `npm run launch:check` prints this list and the
 * production server prints it at start-up (server.ts); both call these functions.
 */
export type Placeholder = { fact: string; shows: string; supply: string };

export function launchPlaceholders(facts: BrokerFacts): Placeholder[] {
  const list: Placeholder[] = [];
  const examples = (n: number, what: string) => `${n} example ${what}${n === 1 ? "" : "s"}`;
  if (facts.fmcsa.mc === null) {
    list.push({ fact: "MC number", shows: `“MC ${FMCSA_PENDING}” in every footer and e-mail`, supply: "fmcsa.mc" });
  }
  if (facts.fmcsa.usdot === null) {
    list.push({
      fact: "USDOT number",
      shows: `“USDOT ${FMCSA_PENDING}” in every footer and e-mail`,
      supply: "fmcsa.usdot",
    });
  }
  const exampleReviews = facts.reviews.reviews.filter((r) => r.example).length;
  if (exampleReviews > 0) {
    list.push({
      fact: "Reviews",
      shows: `${examples(exampleReviews, "review")} from ${facts.reviews.file}, labelled as examples`,
      supply: `reviews.file (the broker's verified reviews, example: false)`,
    });
  }
  const examplePress = facts.press.filter((o) => o.example).length;
  if (examplePress > 0) {
    list.push({
      fact: "Press mentions",
      shows: `${examples(examplePress, "outlet")}: “As featured in (example outlets)”`,
      supply: "press",
    });
  }
  if (facts.legalApproval === null) {
    list.push({
      fact: "Legal texts' approval",
      shows: "“Template for review.” at the top of the privacy policy and the terms",
      supply: "legalApproval: { by, on } once counsel has approved content/pages/*.md",
    });
  }
  if (facts.supportHours.example) {
    list.push({
      fact: "Support hours",
      shows: "example hours, labelled as such, on the home page and in the confirmation e-mails",
      supply: "supportHours (the real hours, example: false)",
    });
  }
  return list;
}

/** The list as the script and the server print it. */
export function launchReport(list: Placeholder[]): string {
  if (list.length === 0) return `Launch check: every broker fact in content/${FACTS_FILE} is supplied.`;
  const lines = list.map((p) => `  - ${p.fact}: shows ${p.shows}. Supply: ${p.supply}.`);
  return [`Launch check: ${list.length} placeholder(s) left in content/${FACTS_FILE}:`, ...lines].join("\n");
}

const launchSetting = z.enum(["", "0", "1"], { error: "LAUNCH must be 1 (the site is going live) or 0" });

/** LAUNCH=1 says the site is going live: then a placeholder fails the check; otherwise the list is information. */
export function isLaunching(value: string | undefined): boolean {
  const result = launchSetting.safeParse(value?.trim() ?? "");
  if (!result.success) throw new Error(`LAUNCH=${value}: ${describeIssues(result.error)}`, { cause: result.error });
  return result.data === "1";
}
