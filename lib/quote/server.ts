/**
 * The server's face of lib/quote: everything the browser's face has, plus the request schemas the API
 * validates calls 6-9 with. Import it only from route handlers and lib/ server code, never from a client module.
 */
import "server-only";
export * from "./index";
export * from "./payload-contact";
export * from "./payload-lead";
export * from "./payload-quick";
export * from "./payload-sdk";
export * from "./payload-simple";
