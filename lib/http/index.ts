/** The HTTP kit every API shares: who the client is, bounded body reading, JSON answers and field errors. */
export * from "./client";
export * from "./client-ip";
export * from "./client-key";
export * from "./read-body-text";
export * from "./read-json-body";
export * from "./responses";
export * from "./same-site";
export * from "./throttled-log";
export * from "./trusted-proxies";
