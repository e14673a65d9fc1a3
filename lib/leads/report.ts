import type { LeadRow } from "@/lib/db";
import type { Touch, Touches } from "@/lib/quote";

/**
 * `npm run leads:report`: leads per day and per campaign (first and last touch), with how many gave consent
 * to calls and texts and how many are confirmed bookings (leads of kind "booking"). Pure: rows in, figures out.
 */
export type Counts = { leads: number; consented: number; bookings: number };
export type Campaign = { source: string; medium: string; campaign: string };
type DayLine = Counts & { day: string };
export type CampaignLine = Counts & Campaign;
export type LeadsReport = { days: DayLine[]; firstTouch: CampaignLine[]; lastTouch: CampaignLine[]; total: Counts };

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

const empty = (): Counts => ({ leads: 0, consented: 0, bookings: 0 });

function add(counts: Counts, row: LeadRow): void {
  counts.leads += 1;
  if (row.consent_given === 1) counts.consented += 1;
  if (row.kind === "booking") counts.bookings += 1;
}

function touchesOf(row: LeadRow): Touches {
  try {
    return row.attribution_json ? (JSON.parse(row.attribution_json) as Touches) : {};
  } catch {
    return {};
  }
}

function byCampaign(rows: LeadRow[], pick: (t: Touches) => Touch | undefined): CampaignLine[] {
  const lines = new Map<string, CampaignLine>();
  for (const row of rows) {
    const campaign = campaignOf(pick(touchesOf(row)));
    const key = JSON.stringify(campaign);
    const line = lines.get(key) ?? { ...campaign, ...empty() };
    add(line, row);
    lines.set(key, line);
  }
  const name = (l: Campaign) => `${l.source}\u0000${l.medium}\u0000${l.campaign}`;
  return [...lines.values()].sort((a, b) => b.leads - a.leads || name(a).localeCompare(name(b)));
}

export function leadsReport(rows: LeadRow[]): LeadsReport {
  const days = new Map<string, DayLine>();
  const total = empty();
  for (const row of rows) {
    const day = row.created_at.slice(0, 10);
    const line = days.get(day) ?? { day, ...empty() };
    add(line, row);
    days.set(day, line);
    add(total, row);
  }
  return {
    days: [...days.values()].sort((a, b) => a.day.localeCompare(b.day)),
    firstTouch: byCampaign(rows, (t) => t.first),
    lastTouch: byCampaign(rows, (t) => t.last),
    total,
  };
}
