import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { TEST_CARDS, errorBody, nowSeconds, stripeId, type TestCard } from "./stripe-objects";
import { StandInState, type Answer, type Fields } from "./stripe-stand-in-state";

/**
 * A local stand-in for the few Stripe endpoints the site uses, on 127.0.0.1 (node:http), for tests without the
 * internet: customers, Checkout sessions in setup mode (and their hosted page, which returns to the success
 * URL), PaymentIntents confirmed off-session (a test card that succeeds, one declined, one that needs
 * authentication), refunds, listing a customer's PaymentIntents and an intent's refunds, and event delivery signed with the library's own generateTestHeaderString.
 * Idempotency-Key is honoured as Stripe does (the same key and fields: the first answer again; other fields:
 * 400 idempotency_error), and every charge is counted per key. `holdIntents()` keeps the next PaymentIntents'
 * answers back after they are made, so a test can kill the caller between Stripe's charge and its record.
 */
export const STAND_IN_SECRET_KEY = "sk_test_standin0123456789";
export const STAND_IN_WEBHOOK_SECRET = `whsec_${Buffer.alloc(24, 7).toString("base64")}`;

const signer = new Stripe(STAND_IN_SECRET_KEY);

export type StandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  if (res.destroyed) return;
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

/** A signed event as Stripe delivers it, the header made by the library's test helper. */
export function signedEvent(type: string, object: unknown, secret = STAND_IN_WEBHOOK_SECRET, timestamp = nowSeconds()) {
  const event = {
    id: stripeId("evt"),
    object: "event",
    api_version: "2026-10-28.endive",
    created: timestamp,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
  const payload = JSON.stringify(event);
  return { event, payload, header: signer.webhooks.generateTestHeaderString({ payload, secret, timestamp }) };
}

/** What the stand-in's parts share: its objects, where events go, the answers held back, its address. */
type Context = {
  state: StandInState;
  base: string;
  webhookUrl: string | undefined;
  holdCount: number;
  held: (() => void)[];
  deliveries: { type: string; status: number }[];
};

async function deliver(ctx: Context, type: string, object: unknown): Promise<number> {
  if (!ctx.webhookUrl) return 0;
  const { payload, header } = signedEvent(type, object);
  const status = await fetch(ctx.webhookUrl, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": header },
    body: payload,
    signal: AbortSignal.timeout(20_000),
  })
    .then((r) => r.status)
    .catch(() => 0);
  ctx.deliveries.push({ type, status });
  return status;
}

const IDEMPOTENCY_MISMATCH: Answer = {
  status: 400,
  body: errorBody(
    "idempotency_error",
    "Keys for idempotent requests can only be used with the same parameters they were first used with.",
  ),
};

/** Stripe's idempotency: the same key and fields get the first answer again; other fields, an error. */
function idempotent(ctx: Context, key: string, path: string, fields: Fields): Answer {
  const seen = ctx.state.keys.get(key);
  const fieldsJson = JSON.stringify(fields);
  if (seen) {
    seen.requests += 1;
    if (seen.path !== path || seen.fields !== fieldsJson) return IDEMPOTENCY_MISMATCH;
    return { ...seen.answer, replayed: true };
  }
  const answer = routeOf(ctx.state, ctx.base)("POST", path, fields);
  ctx.state.keys.set(key, { requests: 1, fields: fieldsJson, answer, path });
  return answer;
}

async function handleApi(ctx: Context, req: IncomingMessage, res: ServerResponse, url: URL) {
  if (req.headers.authorization !== `Bearer ${STAND_IN_SECRET_KEY}`)
    return send(res, 401, errorBody("invalid_request_error", "Invalid API Key provided"));
  const fields = Object.fromEntries(new URLSearchParams(req.method === "GET" ? url.search : await readBody(req)));
  const key = req.headers["idempotency-key"];
  const answer =
    typeof key === "string" && req.method === "POST"
      ? idempotent(ctx, key, url.pathname, fields)
      : routeOf(ctx.state, ctx.base)(req.method ?? "GET", url.pathname, fields);
  if (url.pathname === "/v1/payment_intents" && req.method === "POST" && ctx.holdCount > 0) {
    ctx.holdCount -= 1;
    await new Promise<void>((resolve) => ctx.held.push(resolve));
  }
  send(res, answer.status, answer.body, answer.replayed ? { "idempotent-replayed": "true" } : {});
  if (answer.event && !answer.replayed) void deliver(ctx, answer.event.type, answer.event.object);
}

/** Checkout's hosted page: three test cards; saving one completes the session, sends the event, returns. */
async function hostedPage(ctx: Context, req: IncomingMessage, res: ServerResponse, url: URL) {
  const id = url.pathname.slice("/checkout/".length);
  const session = ctx.state.sessions.get(id);
  if (!session) return send(res, 404, { error: "no such session" });
  if (req.method === "GET") {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    const buttons = Object.keys(TEST_CARDS)
      .map((c) => `<button name="card" value="${c}">Save ${c} card</button>`)
      .join("");
    return res.end(
      `<!doctype html><title>Stripe Checkout (stand-in)</title><h1>Save a card</h1><form method="post">${buttons}</form>`,
    );
  }
  const card = new URLSearchParams(await readBody(req)).get("card") as TestCard | null;
  const done = ctx.state.completeSession(id, card ?? "visa");
  if (!done) return send(res, 409, { error: "session not open" });
  await deliver(ctx, "checkout.session.completed", done);
  res.writeHead(303, { location: session.success_url?.replace("{CHECKOUT_SESSION_ID}", id) ?? "/" });
  res.end();
}

/** The bank's 3-D Secure page: a button that authenticates and returns to the site, as Stripe appends. */
async function bankPage(ctx: Context, req: IncomingMessage, res: ServerResponse, url: URL) {
  const id = url.pathname.slice("/authenticate/".length);
  if (req.method === "GET") {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    return res.end(
      `<!doctype html><title>Bank (stand-in)</title><form method="post"><button>Complete authentication</button></form>`,
    );
  }
  await readBody(req);
  const paid = ctx.state.authenticate(id);
  if (!paid) return send(res, 409, { error: "nothing to authenticate" });
  await deliver(ctx, "payment_intent.succeeded", paid);
  const back = new URL(url.searchParams.get("return_url") ?? "/", ctx.base);
  back.searchParams.set("payment_intent", id);
  back.searchParams.set("redirect_status", "succeeded");
  res.writeHead(303, { location: back.toString() });
  res.end();
}

function handle(ctx: Context, req: IncomingMessage, res: ServerResponse): Promise<unknown> {
  const url = new URL(req.url ?? "/", ctx.base);
  if (url.pathname.startsWith("/checkout/")) return hostedPage(ctx, req, res, url);
  if (url.pathname.startsWith("/authenticate/")) return bankPage(ctx, req, res, url);
  return handleApi(ctx, req, res, url);
}

/** What a test does with the stand-in: point it, count at it, hold its answers, play the visitor's part. */
function controls(ctx: Context) {
  const postForm = async (url: string, body?: URLSearchParams) =>
    (await fetch(url, { method: "POST", body, redirect: "manual" })).headers.get("location");
  return {
    base: ctx.base,
    state: ctx.state,
    deliveries: ctx.deliveries,
    /** The environment that points the site's Stripe client here. */
    env: () => ({
      STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
      STRIPE_API_HOST: "127.0.0.1",
      STRIPE_API_PORT: new URL(ctx.base).port,
      STRIPE_API_PROTOCOL: "http",
    }),
    setWebhookUrl: (url: string) => {
      ctx.webhookUrl = url;
    },
    deliver: (type: string, object: unknown) => deliver(ctx, type, object),
    /** The requests that carried an idempotency key, and whether they made a PaymentIntent (one at most). */
    chargesFor: (key: string) => {
      const seen = ctx.state.keys.get(key);
      const made = seen?.answer.status === 200 && seen.path === "/v1/payment_intents" ? 1 : 0;
      return { requests: seen?.requests ?? 0, charges: made };
    },
    /** The PaymentIntents made for a booking (by the lead number in their metadata), whatever their outcome. */
    intentsFor: (leadNumber: string) =>
      [...ctx.state.intents.values()].filter((i) => i.metadata.lead_number === leadNumber),
    refundsFor: (intentId: string) => [...ctx.state.refunds.values()].filter((r) => r.payment_intent === intentId),
    /** Forgets every idempotency key, as Stripe does 24 hours after a key's first use. */
    expireKeys: () => ctx.state.keys.clear(),
    /** Holds the answers of the next `n` PaymentIntent creations, after the PaymentIntent is made. */
    holdIntents: (n: number) => {
      ctx.holdCount = n;
    },
    heldCount: () => ctx.held.length,
    releaseHeld: () => {
      for (const release of ctx.held.splice(0)) release();
    },
    /** Saves `card` on a Checkout session's hosted page; returns where the visitor is sent back. */
    completeCheckout: (sessionUrl: string, card: TestCard) => postForm(sessionUrl, new URLSearchParams({ card })),
    /** Authenticates on the bank's page; returns where the visitor is sent back. */
    authenticate: (bankUrl: string) => postForm(bankUrl),
  };
}

/** On `port` (default: any free one) of 127.0.0.1; events go to `webhookUrl` once it is set. */
export async function startStripeStandIn(options: { webhookUrl?: string; port?: number } = {}) {
  const server = createServer();
  server.on("error", (error) => console.warn("Stripe stand-in server error:", error.message));
  server.on("connection", (socket) => socket.on("error", () => undefined));
  server.on("clientError", (_error, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const ctx: Context = {
    state: new StandInState(),
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    webhookUrl: options.webhookUrl,
    holdCount: 0,
    held: [],
    deliveries: [],
  };
  server.on("request", (req, res) => {
    void handle(ctx, req, res).catch((error: Error) => send(res, 500, errorBody("api_error", error.message)));
  });
  const stop = async () => {
    for (const release of ctx.held.splice(0)) release();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { ...controls(ctx), stop };
}

function routeOf(state: StandInState, base: string) {
  return (method: string, path: string, fields: Fields): Answer => {
    const retrieve = /^\/v1\/checkout\/sessions\/(cs_[A-Za-z0-9_]+)$/.exec(path);
    if (method === "GET" && retrieve?.[1]) {
      const expand = Object.entries(fields)
        .filter(([k]) => k.startsWith("expand["))
        .map(([, v]) => v);
      return state.retrieveSession(retrieve[1], expand);
    }
    if (method === "GET" && path === "/v1/payment_intents")
      return state.list(path, [...state.intents.values()], (i) => i.customer === fields.customer);
    if (method === "GET" && path === "/v1/refunds")
      return state.list(path, [...state.refunds.values()], (r) => r.payment_intent === fields.payment_intent);
    if (method !== "POST")
      return { status: 404, body: { error: { type: "invalid_request_error", message: "Unrecognized request URL" } } };
    if (path === "/v1/customers") return state.createCustomer(fields);
    if (path === "/v1/checkout/sessions") return state.createSession(fields, base);
    if (path === "/v1/payment_intents") return state.createIntent(fields);
    const confirm = /^\/v1\/payment_intents\/(pi_[A-Za-z0-9_]+)\/confirm$/.exec(path);
    if (confirm?.[1]) return state.confirmExisting(confirm[1], fields, base);
    if (path === "/v1/refunds") return state.createRefund(fields);
    return { status: 404, body: { error: { type: "invalid_request_error", message: "Unrecognized request URL" } } };
  };
}
