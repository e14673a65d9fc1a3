import { readdirSync } from "node:fs";
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/**
 * A lib/ domain is read through its face (its index.ts, and where the browser must not load all of it, a named
 * second face); files outside the domain may not reach past it. Tests may, to test internals. Every folder of lib/
 * is listed: a new one without an entry stops the lint (below), so no domain is left out of the rule.
 */
const FACES = {
  analytics: {},
  attribution: {},
  booking: { server: "@/lib/booking/server (opportunities, confirm, API handlers)" },
  config: {
    site: "@/lib/config/site (siteConfig: brand, contact, claims; reads the brand at load)",
    copy: "@/lib/config/copy (menus and section copy, for server components)",
    env: "@/lib/config/env (the server's environment, the .env files, the SITE_URL checks)",
    "public-env": "@/lib/config/public-env (the NEXT_PUBLIC_* values, the browser's only configuration)",
  },
  content: { map: "@/lib/content/map (the map's projection, without the content service)" },
  dates: {},
  estimate: { format: "@/lib/estimate/format (formatUsdRange alone, without the estimator)" },
  facts: {},
  db: {},
  "delivery-content": {},
  email: {},
  http: {},
  conversions: {},
  leads: {},
  privacy: {},
  orders: {},
  payments: {},
  lookups: {
    server: "@/lib/lookups/server (indexes, search, answers)",
    route: "@/lib/lookups/route (the route handlers' lookupRoute)",
  },
  "quote-bounds": {},
  quote: {
    server: "@/lib/quote/server (the API's request schemas)",
  },
  "rate-limit": {},
  reports: { server: "@/lib/reports/server (the reports and exports: react-dom/server, for the CLI only)" },
  reviews: {},
  security: {},
  seo: { server: "@/lib/seo/server (Organization JSON-LD, reads the server environment)" },
  server: {},
  /** The empty module `import "server-only"` resolves to outside Next.js (tsconfig.json paths, vitest alias). */
  "server-only": {},
  shipments: { server: "@/lib/shipments/server (storage, the event endpoint, the CLI's recorder)" },
  text: {},
  theme: {},
  utils: {},
  webhooks: {},
};

const unlisted = readdirSync(new URL("./lib", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !(entry.name in FACES))
  .map((entry) => entry.name);
if (unlisted.length) throw new Error(`eslint.config.mjs: add lib/${unlisted.join(", lib/")} to FACES (its faces).`);

function facePattern(domain) {
  const extra = Object.keys(FACES[domain]);
  const allowed = extra.length ? `(?!(${extra.join("|")})$)` : "";
  const faces = [`@/lib/${domain}`, ...Object.values(FACES[domain])].join(", or ");
  return { regex: `^@/lib/${domain}/${allowed}`, message: `Import lib/${domain} through its face: ${faces}.` };
}

function facesRule(exceptDomain) {
  const patterns = Object.keys(FACES)
    .filter((d) => d !== exceptDomain)
    .map(facePattern);
  const paths = ZOD_FREE.includes(exceptDomain) ? [NEXT_LINK, NO_ZOD] : [NEXT_LINK];
  return { "no-restricted-imports": ["error", { patterns, paths }] };
}

/**
 * The domains the first screen reads before any form code loads (the quote form's skeleton and early input, the
 * arrival inline script): zod there would ship in every page's first script.
 */
const ZOD_FREE = ["attribution", "quote-bounds"];
const NO_ZOD = {
  name: "zod",
  message: "lib/attribution and lib/quote-bounds stay free of zod: the first screen reads them. Validate in lib/quote.",
};

/** Internal links are plain anchors that one document listener follows (components/ui/client-navigation). */
const NEXT_LINK = {
  name: "next/link",
  message: "Use Link from @/components/ui/link: a plain anchor ClientNavigation follows, not a component per anchor.",
};

const importsThroughFaces = [
  { files: ["app/**", "components/**", "lib/**", "*.ts"], rules: facesRule(undefined) },
  ...Object.keys(FACES).map((domain) => ({ files: [`lib/${domain}/**`], rules: facesRule(domain) })),
];

/**
 * A function reads as one step per line with its pieces named (lib/leads/http/handle-lead.ts), so none runs past
 * 60 lines in components and lib. A widget keeps its state in a hook beside it (components/ui/use-combobox.ts)
 * and draws it in parts, the way shadcn/ui's carousel does.
 */
const shortFunctions = {
  files: ["components/**", "lib/**"],
  rules: { "max-lines-per-function": ["error", { max: 60, skipBlankLines: true, skipComments: true }] },
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    ".next/**",
    "out/**",
    "node_modules/**",
    "coverage/**",
    "test-results/**",
    "playwright-report/**",
    "next-env.d.ts",
    "public/**",
    "lib/lookups/data/**",
    "lib/content/queries/generated/**",
    ".tmp/**",
  ]),
  ...importsThroughFaces,
  shortFunctions,
  /** The report's page is a standalone file the CLI writes (lib/reports/html), not a page Next.js serves. */
  { files: ["lib/reports/html/**"], rules: { "@next/next/no-head-element": "off" } },
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
]);
