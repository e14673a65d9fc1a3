/** Limits of the production server (server.ts) on what a client may send and how long it may take. */

/**
 * Longest request head (request line and headers) Node.js reads; over it the client gets 431. 8 KB is
 * nginx's default per header line: the site sets no cookies, so a real browser sends under 2 KB.
 */
export const MAX_HEADER_BYTES = 8 * 1024;

/**
 * User-Agents are cut to this length before Next.js sees them. Next.js tests every User-Agent against
 * a bot pattern (`[\w-]+-Google|…`) that backtracks quadratically on a long run of word characters: 16 KB
 * cost 1–3 s of CPU per request. Real User-Agents are 100–300 characters, and the bot names sit at the start.
 */
export const MAX_USER_AGENT_LENGTH = 512;

/** A client must finish sending its headers within this time (Node's default is 60 s). */
const HEADERS_TIMEOUT_MS = 10_000;
/**
 * … then its body within this time after the headers. Every body the site takes is at most 32 KB
 * (MAX_JSON_BODY_BYTES): 10 s is 3.2 KB/s, slower than a phone on a 2G (EDGE) link. A client that trickles a
 * body holds a connection and its buffers; without this it could for the whole request timeout below.
 */
const BODY_TIMEOUT_MS = 10_000;
/** … and its whole request, body included (Node's default is 5 minutes). */
const REQUEST_TIMEOUT_MS = 30_000;
/** An idle keep-alive connection is closed after this long. */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** How often Node.js looks for connections past those timeouts (its default, 30 s, would let one overstay). */
const CONNECTION_CHECK_INTERVAL_MS = 1_000;
/** Open connections one process accepts; the rest are refused until some close. */
export const MAX_CONNECTIONS = 2_000;
/**
 * Open connections one client (its clientKey: an IPv4 address, an IPv6 /64) may hold; a new one over it is
 * closed at once. A browser opens at most 6 per origin, so this leaves room for a few dozen visitors behind
 * one carrier-grade NAT address, and keeps one client from holding the MAX_CONNECTIONS pool. Trusted proxies
 * (TRUSTED_PROXIES) carry many clients on their connections and count only toward MAX_CONNECTIONS: the proxy
 * applies its own per-client limit (docs/operations.md, nginx `limit_conn`).
 */
export const MAX_CONNECTIONS_PER_CLIENT = 64;

export type ServerTimeouts = { headersMs: number; bodyMs: number; requestMs: number; checkIntervalMs: number };
export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: HEADERS_TIMEOUT_MS,
  bodyMs: BODY_TIMEOUT_MS,
  requestMs: REQUEST_TIMEOUT_MS,
  checkIntervalMs: CONNECTION_CHECK_INTERVAL_MS,
};

/**
 * Requests one client (clientKey) may make under /booking/ per window (lib/server/booking-gate.ts): a visitor
 * opens their booking page a few times, with its prefetches; a script asking 33 times a second is cut off.
 */
export const BOOKING_RATE_LIMIT = { limit: 10, windowMs: 10_000 } as const;
