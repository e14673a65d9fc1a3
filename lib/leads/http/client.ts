import type { Client } from "../service";

/**
 * The client as the proxy in front of the site reports it. The first X-Forwarded-For entry is the
 * visitor when the site sits behind one trusted proxy (the deployment this site is built for).
 */
export function clientOf(request: Request): Client {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  const ip = forwarded || request.headers.get("x-real-ip")?.trim() || "unknown";
  return { ip, userAgent: request.headers.get("user-agent") };
}
