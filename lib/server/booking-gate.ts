/**
 * The booking page's gate, before Next.js: a booking page costs 40–50 ms of CPU to render, seven times a
 * static page, so one client asking for it 33 times a second slowed everyone's answers tenfold. Each client
 * (its clientKey) gets BOOKING_RATE_LIMIT requests under /booking/, one at a time (a second while its first
 * is still being answered gets 429: a burst cannot queue renders ahead of everyone else); a malformed token,
 * or one no opportunity has (one lookup on the token's unique index), is answered with a small static 404 and
 * never rendered.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { siteConfig } from "@/lib/config/site";
import { clientKey } from "@/lib/http";
import { MemoryRateLimiter } from "@/lib/rate-limit";
import { BOOKING_RATE_LIMIT } from "./limits";

export type BookingGateOptions = {
  /** "/booking": the pages behind it are /booking/<token>. */
  prefix: string;
  tokenPattern: RegExp;
  /** Whether an opportunity has this token (lib/booking): the cheap indexed lookup, no render. */
  exists: (token: string) => Promise<boolean>;
  /** Requests per window and at once per client (RATE_LIMIT_BOOKING_PAGES…); BOOKING_RATE_LIMIT's unless set. */
  limit?: number;
  atOnce?: number;
};

/** Takes the request (true) when it answers it, or will hand it to `next` once the token is found. */
export type BookingGate = (
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  ip: string,
  next: () => void,
) => boolean;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Link colours that keep 4.5:1 on the page's own background in both colour schemes (axe in both themes). */
const LINK_STYLE = "color:light-dark(#0b57d0,#8ab4f8)";

/** The words of components/booking/booking-not-found.tsx, as a page that needs no render and no script. */
function notFoundPage(): string {
  const phone = siteConfig.phones.main;
  const tel = escapeHtml(`tel:${phone.tel}`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><meta name="color-scheme" content="light dark"><title>Booking not found · ${escapeHtml(siteConfig.name)}</title></head><body style="font:18px/1.5 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1.5rem;color:light-dark(#1a1a1a,#f0f0f0);background:light-dark(#fff,#121212)"><main><h1>We could not find this booking</h1><p>The link may be mistyped, or it may have expired. Call us at <a style="${LINK_STYLE}" href="${tel}">${escapeHtml(phone.display)}</a> and we will pick up where you left off, or start again:</p><p><a style="${LINK_STYLE}" href="/quote">Start a new quote</a> (it takes a minute)</p></main></body></html>`;
}

export function bookingGate(options: BookingGateOptions): BookingGate {
  const { prefix, tokenPattern, exists } = options;
  const limiter = new MemoryRateLimiter(options.limit ?? BOOKING_RATE_LIMIT.limit, BOOKING_RATE_LIMIT.windowMs);
  const atOnce = options.atOnce ?? BOOKING_RATE_LIMIT.atOnce;
  const page = Buffer.from(notFoundPage());
  const notFound = (res: ServerResponse) => {
    res.writeHead(404, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": page.length,
      "Cache-Control": "no-store",
    });
    res.end(page);
  };
  const inFlight = new Map<string, number>();
  const tooMany = (res: ServerResponse, retryAfterSeconds: number) => {
    res.writeHead(429, {
      "Content-Type": "text/plain; charset=utf-8",
      "Retry-After": String(retryAfterSeconds),
      "Cache-Control": "no-store",
    });
    res.end("Too many requests for booking pages; please wait a moment.");
  };
  return (req, res, pathname, ip, next) => {
    if (!pathname.startsWith(`${prefix}/`)) return false;
    const key = clientKey(ip);
    const running = inFlight.get(key) ?? 0;
    if (running >= atOnce) return (tooMany(res, 1), true);
    const limited = limiter.consume(key);
    if (!limited.ok) return (tooMany(res, limited.retryAfterSeconds), true);
    inFlight.set(key, running + 1);
    res.once("close", () => {
      const left = (inFlight.get(key) ?? 1) - 1;
      if (left > 0) inFlight.set(key, left);
      else inFlight.delete(key);
    });
    const token = pathname.slice(prefix.length + 1);
    if (!tokenPattern.test(token)) return (notFound(res), true);
    exists(token).then(
      (found) => (found ? next() : notFound(res)),
      // The page itself reports a database that is down; the gate only saves work.
      () => next(),
    );
    return true;
  };
}
