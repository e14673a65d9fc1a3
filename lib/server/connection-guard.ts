import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { isTrusted, normalizeIp, throttledLog, type TrustedProxies } from "@/lib/http";
import { hasBody } from "./body-deadline";
import { connectionGroups } from "./connection-groups";
import {
  isSlowReceiving,
  isStalled,
  leastProgress,
  newProgress,
  sampleProgress,
  type Progress,
} from "./connection-progress";
import * as limits from "./limits";
import { PeerConnections, type PeerGroup } from "./peer-connections";

/** The bounds the guard keeps; smaller ones in tests. */
export type ConnectionLimits = {
  perClient: number;
  perSite: number;
  pipelined: number;
  receivingPerClient: number;
  receivingGraceMs: number;
  writeBlockedPerClient: number;
  cooldownMs: number;
  stallMs: number;
  responseDrainMs: number;
  bodyMs: number;
  sweepMs: number;
  evictFrom: number;
  evictDownTo: number;
};

export const CONNECTION_LIMITS: ConnectionLimits = {
  perClient: limits.MAX_CONNECTIONS_PER_CLIENT,
  perSite: limits.MAX_CONNECTIONS_PER_SITE,
  pipelined: limits.MAX_PIPELINED_REQUESTS,
  receivingPerClient: limits.MAX_RECEIVING_PER_CLIENT,
  receivingGraceMs: limits.RECEIVING_GRACE_MS,
  writeBlockedPerClient: limits.MAX_WRITE_BLOCKED_PER_CLIENT,
  cooldownMs: limits.STALLED_CLIENT_COOLDOWN_MS,
  stallMs: limits.STALL_TIMEOUT_MS,
  responseDrainMs: limits.RESPONSE_DRAIN_MS,
  bodyMs: limits.SERVER_TIMEOUTS.bodyMs,
  sweepMs: limits.CONNECTION_SWEEP_MS,
  evictFrom: limits.EVICT_FROM_CONNECTIONS,
  evictDownTo: limits.EVICT_DOWN_TO_CONNECTIONS,
};

/** Clients remembered as having stalled; past it the oldest is forgotten, so a flood of /56s cannot grow the map. */
const MAX_COOLDOWNS = 10_000;

type Tracked = {
  socket: Socket;
  groups: PeerGroup[];
  /** The per-client pools' key (an IPv4 address, an IPv6 /56); none for a trusted proxy. */
  client: string | undefined;
  progress: Progress;
  /** Each open request and when its answer must have been handed to the kernel. */
  requests: Map<IncomingMessage, number>;
};

type Reason =
  "pipelined" | "cap" | "receiving" | "cooldown" | "stalled" | "undrained" | "slow-receiving" | "unread" | "evicted";

const REASONS: Record<Reason, string> = {
  pipelined: "that pipelined more requests than it read answers",
  cap: "over the per-client connection cap",
  receiving: "over the per-client pool of connections still sending a request",
  cooldown: "from a client that recently trickled requests or left answers unread",
  stalled: "that moved no byte for the stall timeout",
  undrained: "whose answer was not taken within the response deadline",
  "slow-receiving": "the slowest of a client's connections sending a request, over its pool",
  unread: "over the pool of a client cooling down (it trickled requests or left answers unread)",
  evicted: "with the least progress, to make room near the server's connection cap",
};

/**
 * Keeps the production server's connections moving (docs/security.md, "Connections"): per-client caps at
 * accept, then a sweep every second that resets a connection that moved no byte for the stall timeout or whose
 * answer missed its deadline, trims each client's connections still receiving and those whose answers it does
 * not read to small pools, and, near the total cap, closes the connections with the least progress first.
 * A reset (RST) frees the kernel's buffers at once, where a FIN would leave them queued behind unread data.
 */
class ConnectionGuard {
  private readonly all = new Map<Socket, Tracked>();
  private readonly byClient = new Map<string, Set<Tracked>>();
  private readonly peers = new PeerConnections();
  private readonly cooldowns = new Map<string, number>();
  private readonly logs = Object.fromEntries(
    Object.entries(REASONS).map(([reason, why]) => [
      reason,
      throttledLog(console.warn, (count, client) => `> Closed ${count} connection(s) ${why} (last from ${client})`),
    ]),
  ) as Record<Reason, (client: string) => void>;

  constructor(
    private readonly trust: TrustedProxies | undefined,
    private readonly limits: ConnectionLimits,
  ) {}

  accept(socket: Socket, now: number): void {
    const peer = normalizeIp(socket.remoteAddress);
    if (!peer) return void socket.destroy(); // already gone
    const proxied = this.trust !== undefined && (this.trust.kind === "hops" || isTrusted(this.trust, peer));
    const groups = proxied ? [] : connectionGroups(peer, this.limits);
    const client = groups[0]?.key;
    const refusal = client === undefined ? undefined : this.refusal(client, groups, now);
    if (refusal) return this.close(socket, refusal, client ?? peer);
    if (this.all.size >= this.limits.evictFrom) this.makeRoom(this.all.size - this.limits.evictDownTo + 1);
    const tracked: Tracked = { socket, groups, client, progress: newProgress(now), requests: new Map() };
    this.all.set(socket, tracked);
    if (client !== undefined) this.clientSet(client).add(tracked);
    socket.once("close", () => this.forget(tracked));
  }

  /** Why a new connection of `client` is refused, or undefined (then it is counted in its groups). */
  private refusal(client: string, groups: PeerGroup[], now: number): Reason | undefined {
    const open = [...(this.byClient.get(client) ?? [])];
    const cooling = (this.cooldowns.get(client) ?? 0) > now;
    if (cooling && open.length >= this.limits.writeBlockedPerClient) return "cooldown";
    const receiving = open.filter(
      (t) => (this.sample(t, now), isSlowReceiving(t.progress, now, this.limits.receivingGraceMs)),
    );
    if (receiving.length >= this.limits.receivingPerClient) return "receiving";
    return this.peers.admit(groups) ? undefined : "cap";
  }

  request(req: IncomingMessage, res: ServerResponse, now: number): void {
    const tracked = this.all.get(req.socket);
    if (!tracked) return;
    if (tracked.requests.size >= this.limits.pipelined) {
      if (tracked.client !== undefined) this.coolDown(tracked.client, now);
      // Not inside the parser's own call: Node is still reading this socket's buffered requests.
      return void setImmediate(() => this.reset(tracked, "pipelined"));
    }
    const bodyMs = hasBody(req) ? this.limits.bodyMs : 0;
    tracked.requests.set(req, now + bodyMs + this.limits.responseDrainMs);
    res.once("close", () => {
      tracked.requests.delete(req);
      tracked.progress.readAtLastAnswer = tracked.socket.bytesRead;
      tracked.progress.receivingSince = Date.now();
    });
  }

  sweep(now: number): void {
    for (const tracked of this.all.values()) {
      this.sample(tracked, now);
      if (isStalled(tracked.progress, now, this.limits.stallMs)) this.reset(tracked, "stalled");
      else if ([...tracked.requests.values()].some((due) => now >= due)) this.reset(tracked, "undrained");
    }
    for (const [client, set] of this.byClient) this.trimPools(client, set, now);
    for (const [client, until] of this.cooldowns) if (until <= now) this.cooldowns.delete(client);
  }

  private trimPools(client: string, set: Set<Tracked>, now: number): void {
    const receiving = [...set].filter((t) => isSlowReceiving(t.progress, now, this.limits.receivingGraceMs));
    if (receiving.length > this.limits.receivingPerClient) this.coolDown(client, now);
    for (const t of leastProgress(receiving, receiving.length - this.limits.receivingPerClient)) {
      this.reset(t, "slow-receiving");
    }
    const pool = this.limits.writeBlockedPerClient;
    const blocked = [...set].filter((t) => t.socket.writableLength > 0);
    if (blocked.length > pool) this.coolDown(client, now);
    // While cooling down, the client keeps only the pool's worth of all its connections: the others would
    // fill their kernel buffers next.
    if ((this.cooldowns.get(client) ?? 0) <= now || set.size <= pool) return;
    for (const t of leastProgress(set, set.size - pool)) this.reset(t, "unread");
  }

  /**
   * A client that trickles more requests than its pool, or leaves answers unread, may hold only the pool's worth
   * of connections for a while: otherwise it would reopen each one the sweep closes.
   */
  private coolDown(client: string, now: number): void {
    this.cooldowns.delete(client); // re-inserted last, so the map's first entry stays the oldest
    if (this.cooldowns.size >= MAX_COOLDOWNS) this.cooldowns.delete(this.cooldowns.keys().next().value ?? "");
    this.cooldowns.set(client, now + this.limits.cooldownMs);
  }

  private makeRoom(count: number): void {
    for (const tracked of leastProgress(this.all.values(), count)) this.reset(tracked, "evicted");
  }

  private sample(tracked: Tracked, now: number): void {
    const { socket, progress, requests } = tracked;
    const drained = (socket.bytesWritten ?? 0) - socket.writableLength;
    sampleProgress(progress, { read: socket.bytesRead, drained, blocked: socket.writableLength > 0 }, now);
    progress.active = requests.size;
    progress.bodyPending = [...requests.keys()].filter((req) => hasBody(req) && !req.complete).length;
  }

  private reset(tracked: Tracked, reason: Reason): void {
    this.forget(tracked);
    this.close(tracked.socket, reason, tracked.client ?? tracked.socket.remoteAddress ?? "unknown");
  }

  private close(socket: Socket, reason: Reason, client: string): void {
    if (!socket.destroyed) socket.resetAndDestroy();
    this.logs[reason](client);
  }

  private forget(tracked: Tracked): void {
    if (!this.all.delete(tracked.socket)) return;
    this.peers.release(tracked.groups);
    if (tracked.client === undefined) return;
    const set = this.byClient.get(tracked.client);
    set?.delete(tracked);
    if (set?.size === 0) this.byClient.delete(tracked.client);
  }

  private clientSet(client: string): Set<Tracked> {
    let set = this.byClient.get(client);
    if (!set) this.byClient.set(client, (set = new Set()));
    return set;
  }
}

/** Puts `server`'s connections under the guard above; its sweep stops when the server closes. */
export function guardConnections(server: Server, trust: TrustedProxies | undefined, limits: ConnectionLimits): void {
  const guard = new ConnectionGuard(trust, limits);
  server.on("connection", (socket: Socket) => guard.accept(socket, Date.now()));
  server.on("request", (req: IncomingMessage, res: ServerResponse) => guard.request(req, res, Date.now()));
  const sweep = setInterval(() => guard.sweep(Date.now()), limits.sweepMs);
  sweep.unref();
  server.once("close", () => clearInterval(sweep));
}
