// Part of `npm run build`, after `next build`: records the SITE_URL the pages were prerendered with in
// .next/build-site-url.json, so server.ts can warn when it runs with another one (lib/config/site-url.ts).
// Run with tsx (it reads the same validated env, default included, as the build did).
import path from "node:path";
import { loadEnvFiles, recordBuildSiteUrl, getEnv } from "../lib/config/env.ts";

const root = process.cwd();
loadEnvFiles(root, "production");
const { SITE_URL } = getEnv();
recordBuildSiteUrl(path.join(root, ".next"), SITE_URL);
console.log(`> The build's SITE_URL: ${SITE_URL}`);
