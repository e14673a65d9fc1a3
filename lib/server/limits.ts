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
 * Connections the kernel queues for the server to accept (listen's backlog; Linux caps it at
 * net.core.somaxconn, 4096 since kernel 5.4). Node's default, 511, is less than one wave of an attack's reconnects:
 * a full queue drops the SYNs behind it, a visitor's among them, and the visitor's kernel resends only after 1 s,
 * then 3 s. Queued, a connection the guard refuses costs microseconds to accept; the queue holds about twice the
 * server's connection cap.
 */
export const LISTEN_BACKLOG = 4_096;
/**
 * From this many open connections on, each new one first closes the connections that have made the least
 * progress (./connection-progress.ts), down to EVICT_DOWN_TO: a pool full of stalled sockets makes room for
 * a visitor instead of refusing one. A batch at a time, so the choice (a sort) is made once per ~100 connections.
 */
export const EVICT_FROM_CONNECTIONS = 1_900;
export const EVICT_DOWN_TO_CONNECTIONS = 1_800;
/**
 * Open connections one client may hold; a new one over it is closed at once. A client is an IPv4 address or
 * an IPv6 /56 (what ISPs hand one subscriber: 256 /64s), and a /48 holds at most MAX_CONNECTIONS_PER_SITE.
 * A browser opens at most 6 per origin, so this leaves room for a few dozen visitors behind one carrier-grade
 * NAT address, and keeps one client from holding the MAX_CONNECTIONS pool. Trusted proxies (TRUSTED_PROXIES)
 * carry many clients on their connections and count only toward MAX_CONNECTIONS: the proxy applies its own
 * per-client limit (docs/operations.md, nginx `limit_conn`).
 */
export const MAX_CONNECTIONS_PER_CLIENT = 64;
export const IPV6_CLIENT_CONNECTION_PREFIX_BITS = 56;
/** A /48 (one organisation's site, 256 /56s) may hold four clients' worth. */
export const MAX_CONNECTIONS_PER_SITE = 4 * MAX_CONNECTIONS_PER_CLIENT;
export const IPV6_SITE_CONNECTION_PREFIX_BITS = 48;
/**
 * Of those, a client's connections still receiving a request head or body (or nothing yet): a browser sends
 * the site's largest body, 32 KB, in well under a second, so a client with more than this many at once is
 * trickling; a new connection over it is closed at once, and the sweep closes the slowest and holds the client
 * to this many connections for STALLED_CLIENT_COOLDOWN_MS.
 */
export const MAX_RECEIVING_PER_CLIENT = 8;
/** … counting only those that have been at it for this long (./connection-progress.ts isSlowReceiving). */
export const RECEIVING_GRACE_MS = 1_000;
/**
 * … and a client's connections whose answer is queued in the process because the kernel's send buffer (up to
 * 4 MB each, net.ipv4.tcp_wmem) is full: the client is not reading. Over this many, the slowest are reset and
 * the client may hold no more than this many connections for STALLED_CLIENT_COOLDOWN_MS, so a client that
 * opens sockets it never reads pins at most this many kernel buffers, not MAX_CONNECTIONS_PER_CLIENT.
 */
export const MAX_WRITE_BLOCKED_PER_CLIENT = 8;
export const STALLED_CLIENT_COOLDOWN_MS = 60_000;
/**
 * A connection that moves no byte either way for this long is reset, whatever it waits for: a head or body
 * that stopped, an answer the client never reads (bytes handed to the kernel are the measure of progress).
 */
export const STALL_TIMEOUT_MS = 15_000;
/**
 * An answer must be handed to the kernel within this long after its request (and its body deadline, for one
 * with a body): a client reading a byte now and then makes progress, but not enough.
 */
export const RESPONSE_DRAIN_MS = 30_000;
/**
 * Requests one connection may carry (Node's maxRequestsPerSocket): the last answer says `Connection: close`,
 * and any pipelined after it get 503. nginx's keepalive_requests is 1,000 for real browsers; 100 is plenty.
 */
export const MAX_REQUESTS_PER_SOCKET = 100;
/**
 * Requests one connection may have open at once: the one being answered and those pipelined behind it. No
 * browser pipelines; a client that sends more without reading the answers is reset, since each answer would
 * sit in the kernel's send buffer (Node hands it over at once, so its own write queue never grows).
 */
export const MAX_PIPELINED_REQUESTS = 4;
/**
 * Node stops reading (and parsing pipelined requests) from a connection while this many bytes wait in its
 * write queue, and reads again once they drain (its stream highWaterMark).
 */
export const MAX_QUEUED_WRITE_BYTES = 64 * 1024;
/** How often connections are checked for progress and the per-client pools. */
export const CONNECTION_SWEEP_MS = 1_000;

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
export const BOOKING_RATE_LIMIT = { limit: 10, windowMs: 10_000, atOnce: 1 } as const;
