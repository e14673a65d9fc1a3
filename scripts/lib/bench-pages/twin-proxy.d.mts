/** Types of twin-proxy.mjs for its TypeScript test. */
export function twinUrl(url: string): string;
export function startTwinProxy(
  upstream: string,
  port: number,
  options?: { strip?: (html: string) => string },
): Promise<{ base: string; warm: (paths: string[]) => Promise<void>; stop: () => Promise<void> }>;
