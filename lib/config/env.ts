/**
 * The server's face of lib/config: its environment (server-env.ts, read and validated once, with the Google
 * service account key file it names), the .env files read the way Next.js reads them, and the checks on
 * SITE_URL. Never for the browser: its only configuration is @/lib/config/public-env.
 */
export { getEnv, type Env } from "./server-env";
export { loadEnvFiles } from "./env-files";
export { DEVELOPMENT_SALT, KNOWN_SALT_REFUSED } from "./known-salts";
export type { ServiceAccountKey } from "./service-account-key";
export { hopCountProblem } from "./proxy-trust";
export { parseOrderSealPem, type OrderSealPem } from "./order-seal-pem";
export { recordBuildSiteUrl, siteUrlMismatch, siteUrlProblem } from "./site-url";
