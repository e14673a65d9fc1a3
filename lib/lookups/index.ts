/**
 * The browser's face of lib/lookups: the endpoints' query and item schemas (the form reads their types) and
 * the data's sources. The indexes and their search are server-only, behind @/lib/lookups/server.
 */
export * from "./schemas";
export * from "./sources";
