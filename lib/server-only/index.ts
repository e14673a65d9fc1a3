/**
 * What `import "server-only"` loads outside Next.js: nothing. The server faces (lib/db, lib/leads, lib/email,
 * lib/conversions, lib/delivery-content, and each lib/<domain>/server.ts) start with that import; Next.js resolves the name itself
 * and fails the build when a client component reaches one of them, which keeps the API's schemas, the
 * database and the secrets out of the browser's bundle. tsc, tsx (the scripts) and esbuild (server.ts, compiled
 * by scripts/lib/build-server.mjs) reach this file through the `paths` of tsconfig.json, vitest through its
 * alias (vitest.config.mts), since the npm package `server-only` is not installed (and its Node entry throws
 * by design).
 */
export {};
