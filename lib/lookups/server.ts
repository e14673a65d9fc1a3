/** The server's face of lib/lookups: the endpoints' answers, their route handler, and places located for pricing. */
export * from "./index";
export * from "./answer";
export * from "./locate";
export * from "./respond";
