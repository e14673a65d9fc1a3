import { randomUUID } from "node:crypto";
import { POST as eventsRoute } from "@/app/api/shipments/events/route";
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";
import { webhookHeaders } from "@/lib/webhooks";
import { freshIp, postJson } from "../leads/requests";

/** Two secrets, as while one rotates: the dispatch system may sign with either. */
export const OLD_SECRET = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;
export const NEW_SECRET = `whsec_${Buffer.alloc(32, 9).toString("base64")}`;
export const SECRETS = `${OLD_SECRET} ${NEW_SECRET}`;

export type Sent = {
  status: number;
  body: { status_code: number; description: string; status?: string; errors?: Record<string, string> };
};

/** POSTs an event through the real route, signed with `secrets` under `id` at `now` (all overridable). */
export async function sendEvent(
  event: unknown,
  options: { id?: string; secrets?: string[]; now?: Date; headers?: Record<string, string>; bom?: boolean } = {},
): Promise<Sent> {
  // With `bom`, the sender signed and sent the body's bytes after a UTF-8 byte order mark.
  const body = `${options.bom ? "\uFEFF" : ""}${JSON.stringify(event)}`;
  const signed = webhookHeaders(
    options.secrets ?? [NEW_SECRET],
    options.id ?? `msg_${randomUUID()}`,
    body,
    options.now,
  );
  const response = await eventsRoute(
    postJson("/api/shipments/events", body, { [CLIENT_IP_HEADER]: freshIp(), ...signed, ...options.headers }),
  );
  return { status: response.status, body: (await response.json()) as Sent["body"] };
}
