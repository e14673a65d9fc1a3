import { createServer, type Server } from "node:http";
import { listenStandIn } from "../../support/stand-in";

/** A real local HTTP endpoint standing in for the ad platforms: it keeps each request it accepts. */
export type Received = {
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
};

/** Whether a request carries what the platform asks for; one that does not is answered 401 and not kept. */
type Authorizer = (path: string, headers: Received["headers"]) => boolean;

export async function startReceiver(authorized: Authorizer = () => true): Promise<{
  base: string;
  accepted: Received[];
  /** Every request that arrived, accepted or failed. */
  attempts: () => number;
  failNext: (n: number) => void;
  stop: () => Promise<void>;
}> {
  const accepted: Received[] = [];
  let failures = 0;
  let attempts = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
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
      accepted.push({
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown,
      });
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  const port = await listenStandIn(server);
  return {
    base: `http://127.0.0.1:${port}`,
    accepted,
    attempts: () => attempts,
    failNext: (n) => (failures = n),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
