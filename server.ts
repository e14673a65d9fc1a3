/**
 * The production server (`npm start`, `npm run site`): Next.js's request handler behind two fast paths
 * that skip its routing where it costs the most for the least:
 *  - the lookup endpoints, answered in microseconds while a visitor types (lib/server/lookup-fast-path.ts);
 *  - the build's hashed scripts and styles, sent as precompressed Brotli (lib/server/precompressed-assets.ts).
 * Everything else, pages and every other API route, goes to Next.js unchanged.
 */
import { createServer } from "node:http";
import path from "node:path";
import next from "next";
import { getEnv } from "@/lib/config/env";
import { publicEnv } from "@/lib/config/public-env";
import { buildLookupIndexes } from "@/lib/lookups/answer";
import { siteSecurityHeaders } from "@/lib/security/headers";
import { serveLookup } from "@/lib/server/lookup-fast-path";
import { loadPrecompressedAssets, servePrecompressed } from "@/lib/server/precompressed-assets";

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const env = getEnv();
  const root = process.cwd();
  const app = next({ dev: false, dir: root, hostname: env.HOST ?? "localhost", port: env.PORT });
  const handle = app.getRequestHandler();
  await app.prepare();

  const headers = Object.fromEntries(siteSecurityHeaders().map(({ key, value }) => [key, value]));
  const assets = loadPrecompressedAssets(path.join(root, ".next", "static"));
  const indexMs = buildLookupIndexes();

  const server = createServer((req, res) => {
    let url: URL;
    try {
      url = new URL(req.url ?? "/", "http://localhost");
    } catch {
      void handle(req, res); // Next.js answers a malformed target itself
      return;
    }
    try {
      if (serveLookup(req, res, url, publicEnv.apiBase, headers)) return;
      if (servePrecompressed(req, res, url.pathname, assets, headers)) return;
    } catch (error) {
      console.error(new Error(`Fast path failed for ${url.pathname}`, { cause: error }));
      if (res.headersSent) return void res.destroy();
    }
    void handle(req, res);
  });

  server.listen(env.PORT, env.HOST, () => {
    console.log(
      `> ShipLux on http://${env.HOST ?? "localhost"}:${env.PORT} (lookup indexes built in ${Math.round(indexMs)} ms, ${assets.size} precompressed assets)`,
    );
  });

  const stop = () => {
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
    server.close(() => void app.close().finally(() => process.exit(0)));
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

main().catch((error: unknown) => {
  console.error(new Error("The server could not start", { cause: error }));
  process.exit(1);
});
