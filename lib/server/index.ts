/**
 * The production site server (server.ts): its HTTP server, request guard, lookup fast path, precompressed assets
 * and pages.
 */
import "server-only";
export * from "./booking-gate";
export * from "./limits";
export * from "./precompressed-assets";
export * from "./precompressed-pages";
export * from "./private-data-dir";
export * from "./request-guard";
export * from "./site-server";
