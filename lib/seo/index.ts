/**
 * The browser-safe face of lib/seo: site routes and page metadata. The Organization JSON-LD reads the server
 * environment, so it is behind @/lib/seo/server.
 */
export * from "./metadata";
export * from "./routes";
