/** The production site server (server.ts): its HTTP server, request guard, lookup fast path and precompressed assets. */
import "server-only";
export * from "./booking-gate";
export * from "./limits";
export * from "./precompressed-assets";
export * from "./private-data-dir";
export * from "./request-guard";
export * from "./site-server";
