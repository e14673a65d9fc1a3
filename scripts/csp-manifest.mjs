// Runs after `next build` (the build script's last step): hashes every inline script of every prerendered
// page under .next/server/app and writes .next/csp-manifest.json, from which server.ts gives each page a CSP
// that allows exactly its own inline scripts (lib/security/page-policy.ts, docs/security.md). Prints how
// many pages and scripts, and the header's size: the smallest, median and largest page.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  CSP_MANIFEST_FILE,
  PRERENDERED_PAGES_DIR,
  buildCspManifest,
  routeOfPrerenderedFile,
} from "../lib/security/csp-manifest.ts";
import { createPagePolicy } from "../lib/security/page-policy.ts";
import { sitePolicyOptions } from "../lib/security/headers.ts";

const root = process.cwd();
const dir = path.join(root, PRERENDERED_PAGES_DIR);

function* prerenderedPages() {
  for (const entry of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    const route = routeOfPrerenderedFile(entry);
    if (route) yield { route, html: readFileSync(path.join(dir, entry), "utf8") };
  }
}

const manifest = buildCspManifest(prerenderedPages());
writeFileSync(path.join(root, CSP_MANIFEST_FILE), `${JSON.stringify(manifest)}\n`);

const policyFor = createPagePolicy(manifest, sitePolicyOptions({ ...process.env, NODE_ENV: "production" }));
const sizes = Object.keys(manifest.pages)
  .map((pathname) => ({
    pathname,
    bytes: policyFor({ headers: {}, pathname }).length,
  }))
  .sort((a, b) => a.bytes - b.bytes);
const scripts = Object.values(manifest.pages).reduce((sum, hashes) => sum + hashes.length, 0);
const rendered = policyFor({ headers: {}, pathname: "/booking/x" }).length;
const median = sizes[Math.floor(sizes.length / 2)];
const first = sizes[0];
const last = sizes.at(-1);
console.log(
  `csp manifest: ${sizes.length} pages, ${scripts} inline scripts, ${manifest.sharedScripts.length} shared; ` +
    `CSP header ${first?.bytes} B (${first?.pathname}) / median ${median?.bytes} B / ${last?.bytes} B (${last?.pathname}); ` +
    `rendered on request ${rendered} B`,
);
