/**
 * What the production server knows of one connection's progress (./connection-guard.ts): pure, so the
 * choices it makes (which connection is stalled, which to close first) are tested without sockets.
 */
export type Progress = {
  /** When a byte last moved either way: read from the client, or handed to the kernel for it. */
  lastProgressAt: number;
  /** Bytes read from the client at the last sample. */
  read: number;
  /** Bytes handed to the kernel at the last sample (written minus those still queued in the process). */
  drained: number;
  /** Requests whose answer has not finished; pipelined ones wait behind the first. */
  active: number;
  /** Requests whose body has not fully arrived. */
  bodyPending: number;
  /** Bytes read when the last answer finished; undefined before the first request. */
  readAtLastAnswer: number | undefined;
  /** When the connection opened or its last answer finished: the earliest its current request can have begun. */
  receivingSince: number;
};

export const newProgress = (now: number): Progress => ({
  lastProgressAt: now,
  read: 0,
  drained: 0,
  active: 0,
  bodyPending: 0,
  readAtLastAnswer: undefined,
  receivingSince: now,
});

/**
 * Records a sample of the socket's counters; true when the connection moved since the last one. While its
 * answer waits on the client (`blocked`: queued in the process, the kernel's buffer full), only bytes the client
 * takes count: one that sends a byte now and then but reads nothing is still stalled.
 */
export function sampleProgress(
  progress: Progress,
  sample: { read: number; drained: number; blocked: boolean },
  now: number,
): boolean {
  const { read, drained, blocked } = sample;
  const moved = drained !== progress.drained || (!blocked && read !== progress.read);
  progress.read = read;
  progress.drained = drained;
  if (moved) progress.lastProgressAt = now;
  return moved;
}

/**
 * Whether the connection is still receiving a request: a body that has not all arrived, or, with no request
 * open, a head begun since the last answer, or nothing at all yet on a new connection. A kept-alive connection
 * that has sent nothing since its last answer is idle, not receiving (Node closes it after its keep-alive timeout).
 */
export function isReceiving(progress: Progress): boolean {
  if (progress.bodyPending > 0) return true;
  if (progress.active > 0) return false;
  return progress.readAtLastAnswer === undefined || progress.read > progress.readAtLastAnswer;
}

/**
 * Whether the connection has been receiving its request for `graceMs` or more: a browser sends any request
 * of this site in well under a second, so only a slower one counts against the client's pool, and a burst of
 * new connections (a page's assets, a benchmark, many visitors behind one NAT address) does not.
 */
export const isSlowReceiving = (progress: Progress, now: number, graceMs: number) =>
  isReceiving(progress) && now - progress.receivingSince >= graceMs;

/** Whether nothing moved for `stallMs`. */
export const isStalled = (progress: Progress, now: number, stallMs: number) => now - progress.lastProgressAt >= stallMs;

/**
 * The `count` connections that have made the least progress: longest since a byte moved first, then the
 * fewest bytes moved; the ones to close first when the server is near its cap or a client over a pool.
 */
export function leastProgress<T extends { progress: Progress }>(items: Iterable<T>, count: number): T[] {
  if (count <= 0) return [];
  const moved = ({ progress }: T) => progress.read + progress.drained;
  return [...items]
    .sort((a, b) => a.progress.lastProgressAt - b.progress.lastProgressAt || moved(a) - moved(b))
    .slice(0, count);
}
