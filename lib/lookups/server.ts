/** The server's face of lib/lookups: the endpoints' answers and places located for pricing (route handlers: @/lib/lookups/route). */
import "server-only";
export * from "./index";
export * from "./answer";
export * from "./locate";
export * from "./known-facts";
