import { z } from "zod";
import { describeIssues } from "@/lib/text";
import { parseTrustedProxies } from "@/lib/http";
import { secretProblem, signingSecretProblem, splitSecrets } from "@/lib/webhooks";
import { KNOWN_SALT_REFUSED, isKnownSalt } from "./known-salts";
import { readOrderSealPem } from "./order-seal-pem";
import { readServiceAccountKey } from "./service-account-key";

/**
 * The server's environment, validated once with zod. Every variable is optional: the defaults run the
 * whole site on one machine (SQLite under ./data, no delivery channels, shipped content).
 * Nothing here reaches the browser; the only public values are the NEXT_PUBLIC_* ones in public-env.ts.
 */
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const trustedProxiesSchema = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    const parsed = parseTrustedProxies(value);
    if (typeof parsed === "string") {
      ctx.addIssue({ code: "custom", message: parsed });
      return z.NEVER;
    }
    return parsed;
  });

/** One or more `whsec_` secrets, space- or comma-separated (two while a secret rotates); undefined when unset. */
const webhookSecretsSchema = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const secrets = value === undefined ? [] : splitSecrets(value);
    if (secrets.length === 0) return undefined;
    for (const problem of secrets.map(secretProblem).filter((p) => p !== undefined)) {
      ctx.addIssue({ code: "custom", message: `SHIPMENT_WEBHOOK_SECRETS: ${problem}` });
    }
    return secrets;
  });

/** The CRM webhook's signing secret, checked here so a secret receivers cannot read stops start-up, not a delivery. */
const leadWebhookSecretSchema = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const secret = value?.trim();
    if (!secret) return undefined;
    const problem = signingSecretProblem(secret);
    if (problem) ctx.addIssue({ code: "custom", message: `LEAD_WEBHOOK_SECRET: ${problem}` });
    return secret;
  });

/** A service account key file's path, read and checked here so a wrong file stops start-up, not the first export. */
const serviceAccountKeySchema = z
  .string()
  .optional()
  .transform((file, ctx) => {
    if (file === undefined) return undefined;
    const key = readServiceAccountKey(file);
    if (typeof key === "string") {
      ctx.addIssue({ code: "custom", message: key });
      return z.NEVER;
    }
    return key;
  });

/** The order seal's PEM file, read and checked here so a wrong file stops start-up, not the first signing. */
const orderSealSchema = z
  .string()
  .optional()
  .transform((file, ctx) => {
    if (file === undefined) return undefined;
    const seal = readOrderSealPem(file);
    if (typeof seal === "string") {
      ctx.addIssue({ code: "custom", message: `ORDER_SEAL_PEM: ${seal}` });
      return z.NEVER;
    }
    return seal;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /**
   * Public origin of the site. Read at build time for canonical URLs, the sitemap and Open Graph, and at run
   * time for the booking link in e-mails (lib/config/site-url.ts). In production the server refuses to start
   * unless it is https and not this machine, or ALLOW_INSECURE_SITE_URL is true.
   */
  SITE_URL: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.url().default("http://localhost:3000"),
  ),
  /** `true` lets the production server run with an http or loopback SITE_URL: for a run on this machine only (npm run site, the test suites). */
  ALLOW_INSECURE_SITE_URL: optionalText.pipe(z.enum(["true", "false"]).optional()),
  /** Port of the production server (server.ts). */
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Interface the production server listens on; loopback unless set (0.0.0.0 or :: to listen publicly). */
  HOST: z.string().trim().min(1).default("127.0.0.1"),
  /**
   * Who may say who the client is. Unset: nobody, the TCP peer is the client and X-Forwarded-For /
   * X-Real-IP are ignored. A number N: the N proxies nearest the server are trusted (the client is the
   * N-th X-Forwarded-For entry from the right). A comma-separated CIDR list: peers and hops in those
   * ranges are trusted, and the right-most entry outside them is the client.
   */
  TRUSTED_PROXIES: optionalText.pipe(trustedProxiesSchema),
  /**
   * `true` acknowledges a hop-count TRUSTED_PROXIES on a HOST others can reach. With a hop count every peer is
   * taken for a proxy, so a client that reaches the server directly writes its own X-Forwarded-For (a fresh
   * address per request) and no per-client connection cap applies to it: the server refuses to start so unless
   * this says the port is reachable only from the proxy (a firewall, a private network).
   */
  ALLOW_HOP_COUNT_ON_PUBLIC_HOST: optionalText.pipe(z.enum(["true", "false"]).optional()),
  /** Where the embedded SQLite database lives; created on first start. */
  DATA_DIR: z.string().trim().min(1).default("./data"),
  /** postgres://… switches the lead store from SQLite to PostgreSQL. */
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
      .optional(),
  ),
  /** smtp://user:pass@host:port: e-mails each lead to the sales address. */
  SMTP_URL: optionalUrl,
  /** The broker's CRM webhook; each lead is POSTed there as JSON. */
  LEAD_WEBHOOK_URL: optionalUrl,
  /**
   * Signs webhook deliveries: Standard Webhooks headers (webhook-id, webhook-timestamp, webhook-signature),
   * and until 2027-01-31 the old X-Signature header (docs/leads.md). A `whsec_<base64>` secret is used as the spec says.
   */
  LEAD_WEBHOOK_SECRET: leadWebhookSecretSchema,
  /**
   * The secrets the broker's dispatch system signs shipment events with (POST /api/shipments/events); unset,
   * the endpoint refuses every event with 503.
   */
  SHIPMENT_WEBHOOK_SECRETS: webhookSecretsSchema,
  /**
   * Secret key for hashing client IPs before they are stored. Unset in production: a random one is made
   * once and kept in DATA_DIR (lib/leads/ip-hash.ts); unset elsewhere: a fixed development key.
   */
  IP_HASH_SALT: optionalText.pipe(
    z
      .string()
      .min(16, "IP_HASH_SALT must be at least 16 characters")
      .refine((salt) => !isKnownSalt(salt), KNOWN_SALT_REFUSED)
      .optional(),
  ),
  /**
   * A PEM file with the broker's RSA private key, its certificate and the chain above it: signed orders' PDFs are
   * sealed with it (PAdES). Unset: a key and a self-signed certificate are made in DATA_DIR at first start, with a
   * warning (lib/orders/seal-identity.ts); readers then show the seal intact but its signer unknown.
   */
  ORDER_SEAL_PEM: optionalText.pipe(orderSealSchema),
  /** Where each lead is e-mailed when SMTP_URL is set. */
  SALES_EMAIL: z.email().default("sales@shiplux.com"),
  /** Leads one client IP may send per window (RATE_LIMIT_LEADS_WINDOW_SECONDS); over it the API answers 429. */
  RATE_LIMIT_LEADS: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_LEADS_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
  /** Lookups (place, port, vehicle searches) one client IP may make per window. */
  RATE_LIMIT_LOOKUPS: z.coerce.number().int().positive().default(120),
  RATE_LIMIT_LOOKUPS_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  /**
   * Booking page requests one client key may make per 10 s, and at once (lib/server/booking-gate.ts); unset:
   * BOOKING_RATE_LIMIT's (lib/server/limits.ts). Only a test suite loading many booking pages from one address
   * raises them.
   */
  RATE_LIMIT_BOOKING_PAGES: z.coerce.number().int().positive().optional(),
  RATE_LIMIT_BOOKING_PAGES_AT_ONCE: z.coerce.number().int().positive().optional(),
  /**
   * Visitor e-mails (quote confirmations) one mailbox may be sent per 24 hours, one client key may cause per
   * 24 hours (far below its lead budget), and the whole site may send per hour, sales being alerted once when
   * that ceiling is reached (lib/leads/visitor-email-budget.ts). Over any, the e-mail is skipped and the lead
   * still goes to sales; a booking the visitor confirmed on its page is always confirmed.
   */
  RATE_LIMIT_VISITOR_EMAILS: z.coerce.number().int().positive().default(3),
  RATE_LIMIT_VISITOR_EMAILS_PER_CLIENT: z.coerce.number().int().positive().default(3),
  RATE_LIMIT_VISITOR_EMAILS_PER_HOUR: z.coerce.number().int().positive().default(200),
  /**
   * Stripe webhook deliveries one client key may make per minute (lib/payments/limits.ts), counted before the
   * signature is checked: a stranger posting forged events spends their own budget, not Stripe's. Generous for
   * Stripe's real rate (a few events per booking); a genuine event refused 429 is redelivered by Stripe.
   */
  RATE_LIMIT_STRIPE_WEBHOOKS: z.coerce.number().int().positive().default(600),
  /** Requests to a booking's card and payment links (card, its return, payment confirm) per client key per 10 minutes. */
  RATE_LIMIT_PAYMENT_LINKS: z.coerce.number().int().positive().default(30),
  /**
   * Requests for a booking's PDFs (the disclosure, made on each request, and the signed order) per client key per
   * 10 minutes, both together (lib/orders/handler.ts): a visitor opens each a few times; a script looping on its
   * own booking's link cannot keep the server making PDFs.
   */
  RATE_LIMIT_ORDER_PDFS: z.coerce.number().int().positive().default(30),
  /** Requests to /api/graphql one client IP may make per minute. */
  RATE_LIMIT_GRAPHQL: z.coerce.number().int().positive().default(60),
  /**
   * Whether /api/graphql answers at all. The site reads its content in-process at build time, so nothing
   * outside needs it: off in production unless set to true, on in development and tests.
   */
  CONTENT_GRAPHQL_PUBLIC: z.enum(["true", "false"]).optional(),
  /** `off` on web-only instances: this process takes leads but never sends them (another runs the worker). */
  DELIVERY_WORKER: z.enum(["on", "off"]).default("on"),
  /**
   * The conversion report-back (lib/conversions, docs/conversions.md). A destination without its credentials
   * writes each request it would send as JSON to DATA_DIR/conversions instead. The *_API_BASE values exist so
   * tests (and a proxy) can point a destination elsewhere. `false` turns it off: new leads' exports are stored
   * skipped (reason "disabled") and nothing is sent.
   */
  CONVERSIONS_ENABLED: z.enum(["true", "false"]).default("true"),
  META_PIXEL_ID: optionalText.pipe(
    z
      .string()
      .regex(/^\d{5,20}$/, "META_PIXEL_ID is the pixel's digits")
      .optional(),
  ),
  META_ACCESS_TOKEN: optionalText,
  /** Sends to Meta's Test Events tool (Events Manager → Test events) instead of counting the events. */
  META_TEST_EVENT_CODE: optionalText,
  META_API_VERSION: z
    .string()
    .trim()
    .regex(/^v\d+\.\d+$/, "META_API_VERSION looks like v24.0")
    .default("v24.0"),
  META_API_BASE: z.url().default("https://graph.facebook.com"),
  /** The Google Ads account (10 digits, no hyphens) that owns the conversion actions, and its manager if any. */
  GOOGLE_ADS_CUSTOMER_ID: optionalText.pipe(
    z
      .string()
      .regex(/^\d{10}$/, "GOOGLE_ADS_CUSTOMER_ID is 10 digits")
      .optional(),
  ),
  GOOGLE_ADS_LOGIN_CUSTOMER_ID: optionalText.pipe(
    z
      .string()
      .regex(/^\d{10}$/, "GOOGLE_ADS_LOGIN_CUSTOMER_ID is 10 digits")
      .optional(),
  ),
  /** The conversion actions' ids: a lead, and a confirmed booking (unset: bookings count as the lead action). */
  GOOGLE_ADS_LEAD_CONVERSION_ACTION_ID: optionalText,
  GOOGLE_ADS_BOOKING_CONVERSION_ACTION_ID: optionalText,
  /**
   * The path of a Google Cloud service account's JSON key (the variable Google's own libraries read): the Google
   * destination signs its token requests with it. The file must exist and hold a service account key, or the
   * server does not start; the message names the file and the field, never its content.
   */
  GOOGLE_APPLICATION_CREDENTIALS: optionalText.pipe(serviceAccountKeySchema),
  /** true: Google validates each request and stores nothing (a dry run). */
  GOOGLE_DATA_MANAGER_VALIDATE_ONLY: z.enum(["true", "false"]).default("false"),
  GOOGLE_DATA_MANAGER_API_BASE: z.url().default("https://datamanager.googleapis.com"),
  /** GA4 web stream's measurement id (G-…) and a Measurement Protocol API secret of that stream. */
  GA4_MEASUREMENT_ID: optionalText.pipe(
    z
      .string()
      .regex(/^G-[A-Z0-9]{4,20}$/, "GA4_MEASUREMENT_ID looks like G-XXXXXXX")
      .optional(),
  ),
  GA4_API_SECRET: optionalText,
  /** true: events go to the validation server (/debug/mp/collect), which checks them and counts nothing. */
  GA4_DEBUG: z.enum(["true", "false"]).default("false"),
  GA4_API_BASE: z.url().default("https://www.google-analytics.com"),
  /**
   * Stripe (lib/payments, docs/payments.md): the secret key (sk_ or rk_, test or live) and the signing secret of
   * the webhook endpoint POST /api/payments/stripe. Both or neither: with neither, payment is taken by phone.
   * STRIPE_API_HOST/PORT/PROTOCOL point the library elsewhere (the tests' stand-in, a proxy); unset, api.stripe.com.
   */
  STRIPE_SECRET_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/, "STRIPE_SECRET_KEY looks like sk_test_… or sk_live_…")
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalText.pipe(
    z
      .string()
      .regex(/^whsec_[A-Za-z0-9+/=]{16,}$/, "STRIPE_WEBHOOK_SECRET looks like whsec_…")
      .optional(),
  ),
  STRIPE_API_HOST: optionalText.pipe(z.hostname("STRIPE_API_HOST is a host name").optional()),
  STRIPE_API_PORT: optionalText.pipe(z.coerce.number<string | undefined>().int().min(1).max(65535).optional()),
  STRIPE_API_PROTOCOL: optionalText.pipe(z.enum(["http", "https"]).optional()),
  /** A remote GraphQL endpoint (e.g. WordPress + WPGraphQL) instead of the in-process content service. */
  CONTENT_GRAPHQL_URL: optionalUrl,
  /** Image URLs on this host are rewritten to PUBLIC_ASSET_HOST so they are served from the site's origin. */
  CONTENT_ASSET_HOST: optionalUrl,
  PUBLIC_ASSET_HOST: optionalUrl,
});

const stripeBothOrNeither = (env: z.infer<typeof envSchema>, ctx: z.RefinementCtx) => {
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET))
    ctx.addIssue({
      code: "custom",
      path: [env.STRIPE_SECRET_KEY ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY"],
      message:
        "STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together: a key without its webhook secret charges cards whose outcome the site never hears",
    });
};

const checkedEnvSchema = envSchema.superRefine(stripeBothOrNeither);

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/** Reads and validates process.env once; a bad value stops start-up with a message naming the variable. */
export function getEnv(source: Record<string, string | undefined> = process.env): Env {
  if (source === process.env && cached) return cached;
  const parsed = checkedEnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${describeIssues(parsed.error)}`, { cause: parsed.error });
  }
  if (source === process.env) cached = parsed.data;
  return parsed.data;
}
