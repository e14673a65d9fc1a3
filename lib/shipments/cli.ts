import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { getDb } from "@/lib/db";
import { describeIssues } from "@/lib/text";
import { EVENT_STATUSES, STATUS_LABELS, impossibleTransition, shipmentMessages as m } from "./constants";
import { shipmentEventSchema } from "./event-schema";
import { recordShipmentEvent, type RecordOutcome } from "./service";

/**
 * `npm run shipment:status -- <lead-number> <status> [fields]`: the same event as the webhook's, typed in a
 * terminal by a broker without a dispatch system. Same schema, same rules, same storage; source "cli".
 */
const CLI_USAGE = `Usage: npm run shipment:status -- <lead-number> <status> [options]

Statuses and their options:
  carrier_assigned    --carrier NAME (--usdot N | --mc N) --pickup-date YYYY-MM-DD
  pickup_rescheduled  --from YYYY-MM-DD --to YYYY-MM-DD --reason TEXT
  picked_up           --date YYYY-MM-DD [--inspection-url https://…]
  in_transit          [--eta YYYY-MM-DD]
  delivered           --date YYYY-MM-DD
  cancelled           [--reason TEXT]
Every status: [--at ISO-8601 time it happened, default now]
`;

/**
 * What the process exits with: 0 stored (or already stored), 2 bad usage or fields, 3 unknown booking, 4 refused
 * by the rules (a transition they do not allow, or a date that cannot be true).
 */
const CLI_EXIT = { ok: 0, failed: 1, usage: 2, unknownBooking: 3, refused: 4 } as const;

const OPTIONS = {
  carrier: { type: "string" },
  usdot: { type: "string" },
  mc: { type: "string" },
  "pickup-date": { type: "string" },
  from: { type: "string" },
  to: { type: "string" },
  reason: { type: "string" },
  date: { type: "string" },
  "inspection-url": { type: "string" },
  eta: { type: "string" },
  at: { type: "string" },
  help: { type: "boolean" },
} as const;

type Values = Partial<Record<keyof typeof OPTIONS, string | boolean>>;

/** The event's JSON as the webhook would carry it; fields left out are simply absent. */
function cliEvent(leadNumber: string, status: string, v: Values, now: Date): Record<string, unknown> {
  const carrier =
    v.carrier !== undefined || v.usdot !== undefined || v.mc !== undefined
      ? { name: v.carrier, usdot: v.usdot, mc: v.mc }
      : undefined;
  const window = v.from !== undefined || v.to !== undefined ? { from: v.from, to: v.to } : undefined;
  const fields: Record<string, unknown> = {
    lead_number: leadNumber,
    status,
    occurred_at: v.at ?? now.toISOString(),
    carrier,
    pickup_date: v["pickup-date"],
    window,
    reason: v.reason,
    date: v.date,
    inspection_report_url: v["inspection-url"],
    estimated_delivery_date: v.eta,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

function outcomeLine(outcome: RecordOutcome, leadNumber: string): { code: number; line: string } {
  switch (outcome.kind) {
    case "stored":
      return {
        code: CLI_EXIT.ok,
        line:
          outcome.effect === "late"
            ? `${leadNumber}: ${m.late}`
            : `${leadNumber}: now ${STATUS_LABELS[outcome.status].toLowerCase()}.`,
      };
    case "duplicate":
      return { code: CLI_EXIT.ok, line: `${leadNumber}: ${m.duplicate}` };
    case "unknown-booking":
      return { code: CLI_EXIT.unknownBooking, line: `${leadNumber}: ${m.unknownBooking}` };
    case "impossible":
      return { code: CLI_EXIT.refused, line: `${leadNumber}: ${impossibleTransition(outcome.from, outcome.to)}` };
    case "impossible-date":
      return { code: CLI_EXIT.refused, line: `${leadNumber}: ${outcome.sentence}` };
    case "id-reused":
      return { code: CLI_EXIT.refused, line: m.idReused };
  }
}

export type CliIo = { out: (line: string) => void; err: (line: string) => void; now?: Date };

/** Runs the command on `argv` (without node and the script); the exit code. */
export async function runShipmentStatus(argv: string[], io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${CLI_USAGE}`);
    return CLI_EXIT.usage;
  }
  const [leadNumber, status, ...extra] = parsed.positionals;
  if (parsed.values.help) {
    io.out(CLI_USAGE);
    return CLI_EXIT.ok;
  }
  if (!leadNumber || !status || extra.length > 0) {
    io.err(CLI_USAGE);
    return CLI_EXIT.usage;
  }
  if (!(EVENT_STATUSES as string[]).includes(status)) {
    io.err(`Unknown status "${status}": one of ${EVENT_STATUSES.join(", ")}.\n\n${CLI_USAGE}`);
    return CLI_EXIT.usage;
  }
  const now = io.now ?? new Date();
  const event = shipmentEventSchema.safeParse(cliEvent(leadNumber, status, parsed.values, now));
  if (!event.success) {
    io.err(`${describeIssues(event.error)}\n\n${CLI_USAGE}`);
    return CLI_EXIT.usage;
  }
  const outcome = await recordShipmentEvent(await getDb(), {
    event: event.data,
    webhookId: `cli_${randomUUID()}`,
    source: "cli",
    now,
  });
  const { code, line } = outcomeLine(outcome, leadNumber);
  (code === CLI_EXIT.ok ? io.out : io.err)(line);
  return code;
}
