import type { Client } from "../service";

type HeaderValue = string | string[] | null | undefined;

/**
 * The client's IP as the proxy in front of the site reports it. The first X-Forwarded-For entry is the
 * visitor when the site sits behind one trusted proxy (the deployment this site is built for); without
 * either header, `socketAddress` (the TCP peer) is used.
 */
export function clientIpOf(header: (name: string) => HeaderValue, socketAddress?: string): string {
  const first = (value: HeaderValue) => (Array.isArray(value) ? value[0] : value) ?? undefined;
  const forwarded = first(header("x-forwarded-for"))?.split(",")[0]?.trim();
  return forwarded || first(header("x-real-ip"))?.trim() || socketAddress || "unknown";
}

export function clientOf(request: Request): Client {
  return { ip: clientIpOf((name) => request.headers.get(name)), userAgent: request.headers.get("user-agent") };
}
