import { clientIpFromHeaders } from "@/lib/http/client-ip";
import type { Client } from "../service";

/** Who sent this request: the IP the production server resolved (lib/http/client-ip.ts) and the User-Agent. */
export function clientOf(request: Request): Client {
  return { ip: clientIpFromHeaders((name) => request.headers.get(name)), userAgent: request.headers.get("user-agent") };
}
