import { CLAIM_NAMES, type ClaimName } from "./claims";
import type { BrokerFacts } from "./schema";

/**
 * Content that depends on a broker fact says so with a mark the loader resolves before anything else reads it:
 *   {{if onlinePayment}}online or {{end}}by phone
 *   {{if !legalApproval}}> **Template for review.** …{{end}}
 *   {{if support24x7}}at any time{{else}}during our support hours{{end}}
 * A name is a claim (claims.ts) or legalApproval; marks do not nest. An unknown name or a stray {{ is an error
 * that names the file, so a typo fails the content check instead of reaching a page.
 */
type FactFlag = ClaimName | "legalApproval";

const FLAG_NAMES: readonly string[] = [...CLAIM_NAMES, "legalApproval"];

const MARK = /\{\{if (!?)([A-Za-z0-9]+)\}\}([\s\S]*?)(?:\{\{else\}\}([\s\S]*?))?\{\{end\}\}/g;

function factFlags(facts: Pick<BrokerFacts, "claims" | "legalApproval">): Record<FactFlag, boolean> {
  return { ...facts.claims, legalApproval: facts.legalApproval !== null };
}

/** The text with every mark replaced by the branch the facts choose. */
export function resolveFactMarks(
  text: string,
  facts: Pick<BrokerFacts, "claims" | "legalApproval">,
  file: string,
): string {
  if (!text.includes("{{")) return text;
  const flags = factFlags(facts);
  const resolved = text.replace(
    MARK,
    (_mark, not: string, name: string, then: string, otherwise: string | undefined) => {
      if (!FLAG_NAMES.includes(name)) {
        throw new Error(
          `Content file ${file}: {{if ${not}${name}}} names no fact; use one of ${FLAG_NAMES.join(", ")}`,
        );
      }
      const on = flags[name as FactFlag] !== (not === "!");
      return on ? then : (otherwise ?? "");
    },
  );
  if (resolved.includes("{{")) {
    throw new Error(`Content file ${file}: a {{ that is not part of a {{if name}}…{{end}} mark (marks do not nest)`);
  }
  return resolved;
}
