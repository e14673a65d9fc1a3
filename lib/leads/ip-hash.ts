import { createHmac } from "node:crypto";

/** The client IP is kept only as a keyed hash: enough to rate-limit and spot abuse, not to identify. */
export function hashIp(ip: string, salt: string): string {
  return createHmac("sha256", salt).update(ip).digest("base64url");
}
