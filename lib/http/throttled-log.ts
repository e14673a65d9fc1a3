/** How often a throttled log line may be written: a flood of the same event is one line a minute. */
const THROTTLED_LOG_INTERVAL_MS = 60_000;

/**
 * A logger for an event an attacker can repeat at will (a refused connection, an aborted body): the first
 * occurrence is written at once, then at most one line per interval, counting the ones it stood for. `line`
 * gets that count and the latest detail.
 */
export function throttledLog(
  write: (line: string) => void,
  line: (count: number, detail: string) => string,
  intervalMs: number = THROTTLED_LOG_INTERVAL_MS,
  now: () => number = Date.now,
): (detail: string) => void {
  let lastLogged = -Infinity;
  let count = 0;
  return (detail) => {
    count += 1;
    if (now() - lastLogged < intervalMs) return;
    write(line(count, detail));
    lastLogged = now();
    count = 0;
  };
}
