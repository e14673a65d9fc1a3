import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/**
 * A lib/ domain is read through its face (its index.ts, and for a domain the browser also loads, a second
 * face for the server); files outside the domain may not reach past it. Tests may, to test internals.
 */
const FACES = {
  analytics: {},
  booking: { server: "@/lib/booking/server (opportunities, confirm, API handlers)" },
  dates: {},
  facts: {},
  db: {},
  http: {},
  conversions: {},
  leads: {},
  lookups: {
    server: "@/lib/lookups/server (indexes, search, answers)",
    route: "@/lib/lookups/route (the route handlers' lookupRoute)",
  },
  quote: {
    early: "@/lib/quote/early (zod-free, for the skeleton)",
    server: "@/lib/quote/server (the API's request schemas)",
  },
  "rate-limit": {},
  reviews: {},
  security: {},
  seo: { server: "@/lib/seo/server (Organization JSON-LD, reads the server environment)" },
  server: {},
  shipments: { server: "@/lib/shipments/server (storage, the event endpoint, the CLI's recorder)" },
  text: {},
  theme: {},
  utils: {},
  webhooks: {},
};

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
  return { "no-restricted-imports": ["error", { patterns, paths: [NEXT_LINK] }] };
}

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
 * 60 lines in the quote form, the inline scripts and lib. The one exemption is a debt: the first migration's
 * `up` (85 lines of table definitions).
 */
const shortFunctions = {
  files: ["components/quote/**", "components/inline-scripts/**", "lib/**"],
  ignores: ["lib/db/migrations/0001-initial.ts"],
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
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
]);
