import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { getDb } from "@/lib/db";
import { describeIssues } from "@/lib/text";
import { shipmentMessages as m } from "./constants";
import { shipmentEventSchema } from "./event-schema";
import { recordShipmentEvent, type RecordOutcome } from "./service";
import { impossibleTransition } from "./state-machine";
import type { CliFlag } from "./status-entry";
import { EVENT_STATUSES, STATUS_LABELS, eventEntry } from "./statuses";

/** `--carrier NAME (--usdot N | --mc N) --pickup-date YYYY-MM-DD`: one status's options as the usage shows them. */
export function usageOf(flags: readonly CliFlag[]): string {
  const words: string[] = [];
  let oneOf: string[] = [];
  const closeOneOf = () => {
    if (oneOf.length > 0) words.push(`(${oneOf.join(" | ")})`);
    oneOf = [];
  };
  for (const flag of flags) {
    const shown = `--${flag.name} ${flag.arg}`;
    if (flag.need === "one-of") oneOf.push(shown);
    else {
      closeOneOf();
      words.push(flag.need === "optional" ? `[${shown}]` : shown);
    }
  }
  closeOneOf();
  return words.join(" ");
}

/** The width of the usage's first column: the longest status and two spaces. */
const STATUS_COLUMN = Math.max(...EVENT_STATUSES.map((s) => s.length)) + 2;

/**
 * `npm run shipment:status -- <lead-number> <status> [fields]`: the same event as the webhook's, typed in a
 * terminal by a broker without a dispatch system. Same schema, same rules, same storage; source "cli". Each
 * status's options are its entry's `cli` in ./statuses.ts, and its line of the usage is written from them.
 */
export const CLI_USAGE = `Usage: npm run shipment:status -- <lead-number> <status> [options]

Statuses and their options:
${EVENT_STATUSES.map((s) => `  ${s.padEnd(STATUS_COLUMN)}${usageOf(eventEntry(s).cli)}`.trimEnd()).join("\n")}
Every status: [--at ISO-8601 time it happened, default now]
`;

/**
 * What the process exits with: 0 stored (or already stored), 2 bad usage or fields, 3 unknown booking, 4 refused
 * by the rules (a transition they do not allow, or a date that cannot be true).
 */
const CLI_EXIT = { ok: 0, failed: 1, usage: 2, unknownBooking: 3, refused: 4 } as const;

/**
 * Every status's options, each once: an option another status takes reaches the event too, so the schema
 * names it as a field this status does not carry instead of it being dropped unseen.
 */
const CLI_FLAGS: readonly CliFlag[] = [
  ...new Map(EVENT_STATUSES.flatMap((s) => eventEntry(s).cli).map((f) => [f.name, f])).values(),
];

const OPTIONS = {
  ...Object.fromEntries(CLI_FLAGS.map((f) => [f.name, { type: "string" as const }])),
  at: { type: "string" },
  help: { type: "boolean" },
} as const;

type Values = Partial<Record<string, string | boolean>>;

/** Sets `carrier.name` as `{ carrier: { name } }`, beside the object's other fields already set. */
function setField(event: Record<string, unknown>, path: string, value: string): void {
  const [field, inner] = path.split(".") as [string, string | undefined];
  if (inner === undefined) event[field] = value;
  else event[field] = { ...(event[field] as object | undefined), [inner]: value };
}

/** The event's JSON as the webhook would carry it; fields left out are simply absent. */
export function cliEvent(leadNumber: string, status: string, v: Values, now: Date): Record<string, unknown> {
  const occurredAt = typeof v.at === "string" ? v.at : now.toISOString();
  const event: Record<string, unknown> = { lead_number: leadNumber, status, occurred_at: occurredAt };
  for (const flag of CLI_FLAGS) {
    const value = v[flag.name];
    if (typeof value === "string") setField(event, flag.field, value);
  }
  return event;
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
