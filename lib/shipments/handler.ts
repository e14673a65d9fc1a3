import { getEnv } from "@/lib/config/env";
import { getDb } from "@/lib/db";
import { INVALID_FIELDS, clientKey, clientOf, fieldErrors, json, readJsonBody, serverError } from "@/lib/http";
import { MemoryRateLimiter } from "@/lib/rate-limit";
import { verifyWebhook, type Verified } from "@/lib/webhooks";
import { EVENT_RATE_LIMIT, MAX_EVENT_BODY_BYTES, shipmentMessages as m, type ShipmentStatus } from "./constants";
import { shipmentEventSchema } from "./event-schema";
import { recordShipmentEvent, type RecordOutcome } from "./service";
import { impossibleTransition } from "./state-machine";

/** The endpoint's answers: a status code, a sentence, and the shipment's status or the fields at fault. */
type EventAnswer = {
  status_code: number;
  description: string;
  status?: ShipmentStatus;
  errors?: Record<string, string>;
};

function answer(body: EventAnswer, headers?: Record<string, string>): Response {
  return json(body, body.status_code, headers);
}

const VERIFY_FAILURES: Record<Exclude<Verified, { ok: true }>["reason"], EventAnswer> = {
  "missing-headers": { status_code: 400, description: m.missingHeaders },
  "bad-timestamp": { status_code: 400, description: m.badTimestamp },
  stale: { status_code: 401, description: m.stale },
  "bad-signature": { status_code: 401, description: m.badSignature },
};

function outcomeAnswer(outcome: RecordOutcome): EventAnswer {
  switch (outcome.kind) {
    case "stored":
      return {
        status_code: 200,
        description: outcome.effect === "late" ? m.late : m.stored,
        status: outcome.status,
      };
    case "duplicate":
      return { status_code: 200, description: m.duplicate, status: outcome.status };
    case "id-reused":
      return { status_code: 409, description: m.idReused };
    case "unknown-booking":
      return { status_code: 404, description: m.unknownBooking, errors: { lead_number: m.unknownBooking } };
    case "impossible-date":
      return { status_code: 422, description: outcome.sentence, errors: { [outcome.field]: outcome.sentence } };
    case "impossible":
      return { status_code: 409, description: impossibleTransition(outcome.from, outcome.to), status: outcome.from };
  }
}

/** Per process: the endpoint is a machine's, and a wrong secret should not cost the database anything. */
const limiter = new MemoryRateLimiter(EVENT_RATE_LIMIT.limit, EVENT_RATE_LIMIT.windowMs);

/**
 * POST /api/shipments/events: a status event from the broker's dispatch system, signed as Standard
 * Webhooks says. Nothing is accepted unsigned (503 while no secret is configured); 2xx only once the event
 * is stored, and again for a redelivery of it, which changes nothing. docs/booking.md has the format.
 */
export async function handleShipmentEventPost(request: Request): Promise<Response> {
  try {
    const secrets = getEnv().SHIPMENT_WEBHOOK_SECRETS;
    if (!secrets) return answer({ status_code: 503, description: m.notConfigured });
    const limited = limiter.consume(clientKey(clientOf(request).ip));
    if (!limited.ok) {
      return answer({ status_code: 429, description: m.tooMany }, { "Retry-After": String(limited.retryAfterSeconds) });
    }
    const body = await readJsonBody(request, MAX_EVENT_BODY_BYTES);
    if (!body.ok) return answer({ status_code: body.status, description: body.description });
    const verified = verifyWebhook(secrets, request.headers, body.text);
    if (!verified.ok) return answer(VERIFY_FAILURES[verified.reason]);
    const parsed = shipmentEventSchema.safeParse(body.value);
    if (!parsed.success) {
      return answer({ status_code: 400, description: INVALID_FIELDS, errors: fieldErrors(parsed.error) });
    }
    return answer(
      outcomeAnswer(
        await recordShipmentEvent(await getDb(), { event: parsed.data, webhookId: verified.id, source: "webhook" }),
      ),
    );
  } catch (error) {
    return serverError(error, "Shipment event", { status_code: 500, description: m.failed });
  }
}
