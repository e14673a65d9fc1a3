import { NextRequest } from "next/server";
import { quickParams } from "../../support/lead-payloads";

/** Real Request objects as Next.js hands them to the route handlers. */
let ipCounter = 0;
/** Each test speaks from its own address so the rate limit of one does not spill into another. */
export function freshIp(): string {
  ipCounter += 1;
  // The IPv6 documentation prefix, the process id, then a counter: a real address, unique per run, and in a
  // /64 of its own, since budgets count an IPv6 client's whole /64 (lib/http clientKey).
  const hex = (n: number) => (n & 0xffff).toString(16);
  return `2001:db8:${hex(process.pid)}:${hex(ipCounter)}::1`;
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): NextRequest {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  return new NextRequest(`http://127.0.0.1${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": "vitest", ...headers },
    body: text,
  });
}

export { contactBody, internationalBody, sdkBody, simpleBody } from "../../support/lead-payloads";

export function quickQuery(overrides: Record<string, string> = {}): URLSearchParams {
  return new URLSearchParams(quickParams(overrides));
}
