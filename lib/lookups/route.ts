/**
 * The route handlers' face of lib/lookups: lookupRoute answers an app/api request. Apart from the server face
 * because it imports next/server, which server.ts must not load before Next.js has set up its request storage
 * (the server exits with "AsyncLocalStorage accessed in runtime where it is not available").
 */
export * from "./respond";
