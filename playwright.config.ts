import { defineConfig, devices } from "@playwright/test";
import { STAND_IN_SECRET_KEY, STAND_IN_WEBHOOK_SECRET } from "./tests/support/stripe-stand-in";

/**
 * End-to-end tests run against the production build (`npm run build` first), served by the production
 * server (server.ts as the build compiled it, as `npm start` runs it) on 127.0.0.1 with a throw-away data directory, in Debian's Chromium.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? ".tmp/e2e-data";
/** The Stripe stand-in's port: the site saves cards and charges through it (tests/e2e/support/stripe-stand-in-server.ts). */
const STRIPE_PORT = Number(process.env.E2E_STRIPE_PORT ?? PORT + 1);
/** The secret the timeline spec signs its shipment events with (a test key, nothing real). */
export const E2E_SHIPMENT_SECRET = `whsec_${Buffer.alloc(32, 42).toString("base64")}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      command: "node --import tsx tests/e2e/support/stripe-stand-in-server.ts",
      // Any answer will do: the stand-in's API answers 401 without its key.
      url: `http://127.0.0.1:${STRIPE_PORT}/v1/customers`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
      env: { E2E_STRIPE_PORT: String(STRIPE_PORT), E2E_STRIPE_WEBHOOK_URL: `${baseURL}/api/payments/stripe` },
    },
    {
      // The production server, as `npm start` runs it (server.ts compiled by `npm run build`), on loopback only.
      command: "node .next/server-entry.cjs",
      url: `${baseURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
      env: {
        NEXT_TELEMETRY_DISABLED: "1",
        NODE_ENV: "production",
        // The address the browser uses: the forms' same-site check compares each Origin with SITE_URL only
        // (lib/http/same-site.ts). An http loopback SITE_URL is allowed on this machine only (lib/config/site-url.ts).
        SITE_URL: baseURL,
        ALLOW_INSECURE_SITE_URL: "true",
        HOST: "127.0.0.1",
        PORT: String(PORT),
        DATA_DIR: E2E_DATA_DIR,
        RATE_LIMIT_LEADS: "1000",
        RATE_LIMIT_LOOKUPS: "100000",
        // Two workers open many booking pages from this one address: the per-client gate is tested elsewhere.
        RATE_LIMIT_BOOKING_PAGES: "100000",
        RATE_LIMIT_BOOKING_PAGES_AT_ONCE: "100",
        RATE_LIMIT_ORDER_PDFS: "100000",
        SHIPMENT_WEBHOOK_SECRETS: E2E_SHIPMENT_SECRET,
        STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
        STRIPE_API_HOST: "127.0.0.1",
        STRIPE_API_PORT: String(STRIPE_PORT),
        STRIPE_API_PROTOCOL: "http",
      },
    },
  ],
});
