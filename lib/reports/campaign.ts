import type { LeadRow } from "@/lib/db";
import type { Touch, Touches } from "@/lib/quote";

/** A lead's source / medium / campaign, as the leads report and the money report group by it. */
export type Campaign = { source: string; medium: string; campaign: string };

/** What a lead without a value shows, in the words analytics tools use. */
const NO_SOURCE = "(direct)";
const NO_MEDIUM = "(none)";
const NO_CAMPAIGN = "(not set)";

/**
 * A touch's source / medium / campaign. Without UTM tags, an ad click id names its network as paid search
 * (gclid, gbraid, wbraid: google / cpc; msclkid: bing / cpc), as Google Analytics reads auto-tagged clicks;
 * then a referring site is a referral; nothing at all is a direct visit.
 */
export function campaignOf(touch: Touch | undefined): Campaign {
  const t = touch ?? {};
  const network = t.gclid || t.gbraid || t.wbraid ? "google" : t.msclkid ? "bing" : undefined;
  return {
    source: t.utm_source ?? network ?? t.referrer_host ?? NO_SOURCE,
    medium: t.utm_medium ?? (network ? "cpc" : t.referrer_host ? "referral" : NO_MEDIUM),
    campaign: t.utm_campaign ?? NO_CAMPAIGN,
  };
}

/** A lead's first and last touch; a stored value that is not an object reads as no touch at all. */
export function touchesOf(lead: LeadRow): Touches {
  try {
    const parsed: unknown = lead.attribution_json ? JSON.parse(lead.attribution_json) : {};
    return parsed !== null && typeof parsed === "object" ? (parsed as Touches) : {};
  } catch {
    return {};
  }
}

/** A campaign as one cell of the terminal's and the HTML page's tables. */
export const campaignLabel = (c: Campaign): string => `${c.source} / ${c.medium} / ${c.campaign}`;

/** The key campaigns sort by, name by name (a separator no value holds, so "a b" / "c" is not "a" / "b c"). */
export const campaignSortKey = (c: Campaign): string => `${c.source}\u0000${c.medium}\u0000${c.campaign}`;
