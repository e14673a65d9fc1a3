import { clientIpFromHeaders } from "./client-ip";

/** Who sent a request, as far as a route handler can tell. */
export type Client = { ip: string; userAgent: string | null };

/** The IP the production server resolved (./client-ip.ts) and the User-Agent. */
export function clientOf(request: Request): Client {
  return { ip: clientIpFromHeaders((name) => request.headers.get(name)), userAgent: request.headers.get("user-agent") };
}
