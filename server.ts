/**
 * The production server (`npm start`, `npm run site`): Next.js's request handler behind two fast paths
 * that skip its routing where it costs the most for the least:
 *  - the lookup endpoints, answered in microseconds while a visitor types (lib/server/lookup-fast-path.ts);
 *  - the build's hashed scripts and styles, sent as precompressed Brotli (lib/server/precompressed-assets.ts);
 *    the prerendered pages, too, once Next.js has answered (lib/server/precompressed-pages.ts);
 *  - the booking pages' per-client limit, and a static 404 for a token no opportunity has (lib/server/booking-gate.ts).
 * Everything else, pages and every other API route, goes to Next.js. Before either, every request is
 * guarded and bounded (lib/server/site-server.ts).
 */
import path from "node:path";
import next from "next";
import { hopCountProblem, loadEnvFiles, siteUrlMismatch, siteUrlProblem, getEnv, type Env } from "@/lib/config/env";
import { publicEnv } from "@/lib/config/public-env";
import { siteConfig } from "@/lib/config/site";
import { TOKEN_PATTERN, opportunityExists } from "@/lib/booking/server";
import { getDb } from "@/lib/db";
import { getBrokerFacts, launchPlaceholders, launchReport } from "@/lib/facts";
import { ipHashSalt } from "@/lib/leads";
import { buildLookupIndexes } from "@/lib/lookups/server";
import { BOOKING_PATH } from "@/lib/seo";
import { createPagePolicy, readCspManifest, sitePolicyOptions, siteSecurityHeaders } from "@/lib/security";
import {
  LISTEN_BACKLOG,
  bookingGate,
  loadPrecompressedAssets,
  loadPrecompressedPages,
  PRECOMPRESSED_PAGES_DIR,
  createSiteServer,
  makeDataDirPrivate,
} from "@/lib/server";

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const root = process.cwd();
  loadEnvFiles(root, "production"); // before getEnv(), which keeps what it first reads
  const env = getEnv();
  checkSiteUrl(env, path.join(root, ".next"));
  const proxyProblem = hopCountProblem(env);
  if (proxyProblem) throw new Error(proxyProblem);
  makeDataDirPrivate(env.DATA_DIR); // before anything is written there
  ipHashSalt(env); // production without a usable key stops here, before it takes a lead
  console.log(launchReport(launchPlaceholders(getBrokerFacts()))); // what the broker has still to supply, in the log
  const app = next({ dev: false, dir: root, hostname: env.HOST, port: env.PORT });
  const handle = app.getRequestHandler();
  await app.prepare();

  const headers = Object.fromEntries(siteSecurityHeaders().map(({ key, value }) => [key, value]));
  // Each page's CSP names its own inline scripts; without the build's manifest no page could run them.
  const pagePolicy = createPagePolicy(readCspManifest(root), sitePolicyOptions());
  const assets = loadPrecompressedAssets(path.join(root, ".next", "static"));
  const pages = loadPrecompressedPages(path.join(root, ".next", PRECOMPRESSED_PAGES_DIR));
  const indexMs = buildLookupIndexes();

  const server = createSiteServer({
    handle,
    securityHeaders: headers,
    pagePolicy,
    assets,
    pages,
    apiBase: publicEnv.apiBase,
    trust: env.TRUSTED_PROXIES,
    bookingGate: bookingGate({
      prefix: BOOKING_PATH,
      tokenPattern: TOKEN_PATTERN,
      exists: async (token) => opportunityExists(await getDb(), token),
      limit: env.RATE_LIMIT_BOOKING_PAGES,
      atOnce: env.RATE_LIMIT_BOOKING_PAGES_AT_ONCE,
    }),
  });

  server.listen({ port: env.PORT, host: env.HOST, backlog: LISTEN_BACKLOG }, () => {
    console.log(
      `> ${siteConfig.name} on http://${env.HOST.includes(":") ? `[${env.HOST}]` : env.HOST}:${env.PORT} (lookup indexes built in ${Math.round(indexMs)} ms, ${assets.size} precompressed assets, ${pages.size} pages)`,
    );
  });

  const stop = () => {
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
    server.close(() => void app.close().finally(() => process.exit(0)));
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

/** Production with a SITE_URL the public cannot use stops here, saying why; a SITE_URL unlike the build's is named. */
function checkSiteUrl(env: Env, distDir: string) {
  const problem = siteUrlProblem(env);
  if (problem) throw new Error(problem);
  if (env.ALLOW_INSECURE_SITE_URL === "true" && siteUrlProblem({ ...env, ALLOW_INSECURE_SITE_URL: undefined })) {
    console.warn(`> SITE_URL ${env.SITE_URL} is allowed by ALLOW_INSECURE_SITE_URL=true: this machine only.`);
  }
  const mismatch = siteUrlMismatch(distDir, env.SITE_URL);
  if (mismatch) console.warn(`> ${mismatch}`);
}

main().catch((error: unknown) => {
  console.error(new Error("The server could not start", { cause: error }));
  process.exit(1);
});
