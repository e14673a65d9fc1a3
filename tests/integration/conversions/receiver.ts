import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { listenStandIn } from "../../support/stand-in";

/**
 * A real local HTTP endpoint standing in for the ad platforms, answering as each does: Meta with
 * `events_received`, Data Manager's events:ingest with a `requestId` and its requestStatus:retrieve with the
 * request's status per destination (as the published API shapes them), GA4's collect with an empty 204 and its
 * debug endpoint with `validationMessages`. It keeps each request it accepts.
 */
type Received = {
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
};

/** Whether a request carries what the platform asks for; one that does not is answered 401 and not kept. */
type Authorizer = (path: string, headers: Received["headers"]) => boolean;

/** Data Manager's RequestStatus values, and what a failed one says (ErrorInfo.errorCounts). */
type IngestStatus = "SUCCESS" | "PROCESSING" | "FAILED" | "PARTIAL_SUCCESS";
type IngestState = { status: IngestStatus; reason?: string };

type Reply = { status: number; body?: unknown };

function statusReply(url: URL, ingests: Map<string, IngestState>): Reply {
  const state = ingests.get(url.searchParams.get("requestId") ?? "");
  if (!state) return { status: 404, body: { error: { code: 404, status: "NOT_FOUND" } } };
  return {
    status: 200,
    body: {
      requestStatusPerDestination: [
        {
          requestStatus: state.status,
          ...(state.reason ? { errorInfo: { errorCounts: [{ recordCount: "1", reason: state.reason }] } } : {}),
          eventsIngestionStatus: { recordCount: "1" },
        },
      ],
    },
  };
}

export async function startReceiver(authorized: Authorizer = () => true) {
  const accepted: Received[] = [];
  const ingests = new Map<string, IngestState>();
  let nextIngest: IngestState = { status: "SUCCESS" };
  let ga4Messages: unknown[] = [];
  let failures = 0;
  let attempts = 0;

  function reply(req: IncomingMessage, url: URL, text: string): Reply {
    if (url.pathname === "/v1/requestStatus:retrieve" && req.method === "GET") return statusReply(url, ingests);
    accepted.push({
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: JSON.parse(text) as unknown,
    });
    if (url.pathname === "/v1/events:ingest") {
      const requestId = randomUUID();
      ingests.set(requestId, nextIngest);
      return { status: 200, body: { requestId } };
    }
    if (url.pathname === "/debug/mp/collect") return { status: 200, body: { validationMessages: ga4Messages } };
    if (url.pathname === "/mp/collect") return { status: 204 };
    return { status: 200, body: { events_received: 1, messages: [], fbtrace_id: "AbCdEf" } };
  }

  const handle = (req: IncomingMessage, res: ServerResponse, text: string) => {
    attempts += 1;
    if (failures > 0) {
      failures -= 1;
      res.writeHead(503, { "content-type": "application/json" }).end('{"error":"busy"}');
      return;
    }
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (!authorized(url.pathname, req.headers)) {
      res.writeHead(401, { "content-type": "application/json" }).end('{"error":{"status":"UNAUTHENTICATED"}}');
      return;
    }
    const { status, body } = reply(req, url, text);
    res.writeHead(status, { "content-type": "application/json" }).end(body === undefined ? "" : JSON.stringify(body));
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("error", () => undefined);
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => handle(req, res, Buffer.concat(chunks).toString("utf8")));
  });
  const port = await listenStandIn(server);
  return {
    base: `http://127.0.0.1:${port}`,
    accepted,
    /** Every request that arrived, accepted or failed. */
    attempts: () => attempts,
    failNext: (n: number) => (failures = n),
    /** How Data Manager's ingest of the next requests goes; every request already taken keeps its state. */
    ingestNext: (state: IngestState) => (nextIngest = state),
    /** Moves every ingest still processing to `state`, as Google's pipeline finishes. */
    finishIngests: (state: IngestState) => {
      for (const [id, current] of ingests) if (current.status === "PROCESSING") ingests.set(id, state);
    },
    /** What GA4's validation server says about the next events. */
    ga4ValidationMessages: (messages: unknown[]) => (ga4Messages = messages),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
