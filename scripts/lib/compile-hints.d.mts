/** Types of compile-hints.mjs for its TypeScript test. */
export const COMPILE_HINT: string;
export function startupChunks(pages: Iterable<string>): Set<string>;
export function withCompileHint(source: string): string;
