import {
  TEST_CARDS,
  cardOfMethod,
  errorBody,
  methodObject,
  nowSeconds,
  stripeId,
  type CustomerObject,
  type Intent,
  type MethodObject,
  type RefundObject,
  type Session,
  type SetupIntentObject,
  type TestCard,
} from "./stripe-objects";

/** What the stand-in answers: a status and a JSON body, and the event Stripe would send after it. */
export type Answer = { status: number; body: unknown; event?: { type: string; object: unknown }; replayed?: boolean };

/** A form-encoded Stripe request's fields, flat: `metadata[lead_number]` stays one key. */
export type Fields = Record<string, string>;

/** What the stand-in holds: the objects made, and per idempotency key the requests and what they made. */
export class StandInState {
  customers = new Map<string, CustomerObject>();
  sessions = new Map<string, Session>();
  setupIntents = new Map<string, SetupIntentObject>();
  methods = new Map<string, MethodObject>();
  intents = new Map<string, Intent>();
  refunds = new Map<string, RefundObject>();
  /** Per Idempotency-Key: how many requests carried it, the fields of the first, and its answer. */
  keys = new Map<string, { requests: number; fields: string; answer: Answer; path: string }>();

  metadataOf(fields: Fields): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(fields)) {
      const m = /^metadata\[(.+)\]$/.exec(k);
      if (m?.[1]) out[m[1]] = v;
    }
    return out;
  }

  createCustomer(fields: Fields): Answer {
    const customer: CustomerObject = {
      id: stripeId("cus"),
      object: "customer",
      email: fields.email ?? null,
      name: fields.name ?? null,
      metadata: this.metadataOf(fields),
      created: nowSeconds(),
      livemode: false,
    };
    this.customers.set(customer.id, customer);
    return { status: 200, body: customer };
  }

  createSession(fields: Fields, base: string): Answer {
    if (fields.mode !== "setup")
      return { status: 400, body: errorBody("invalid_request_error", "Only setup mode here") };
    if (!fields.success_url || !fields.customer || !this.customers.has(fields.customer))
      return {
        status: 400,
        body: errorBody("invalid_request_error", "success_url and an existing customer are required"),
      };
    const id = stripeId("cs");
    const session: Session = {
      id,
      object: "checkout.session",
      mode: "setup",
      status: "open",
      url: `${base}/checkout/${id}`,
      customer: fields.customer,
      client_reference_id: fields.client_reference_id ?? null,
      metadata: this.metadataOf(fields),
      success_url: fields.success_url,
      cancel_url: fields.cancel_url ?? null,
      expires_at: nowSeconds() + 24 * 3600,
      created: nowSeconds(),
      livemode: false,
      currency: fields.currency ?? null,
      setup_intent: null,
    };
    this.sessions.set(id, session);
    return { status: 200, body: session };
  }

  /** The session with its setup intent and payment method expanded when asked (expand[]=setup_intent.payment_method). */
  retrieveSession(id: string, expand: string[]): Answer {
    const session = this.sessions.get(id);
    if (!session) return { status: 404, body: errorBody("invalid_request_error", `No such checkout.session: '${id}'`) };
    if (!expand.includes("setup_intent.payment_method") || typeof session.setup_intent !== "string")
      return { status: 200, body: session };
    const intent = this.setupIntents.get(session.setup_intent);
    const method =
      intent && typeof intent.payment_method === "string" ? this.methods.get(intent.payment_method) : undefined;
    return { status: 200, body: { ...session, setup_intent: intent && { ...intent, payment_method: method ?? null } } };
  }

  /** What the hosted page does when the visitor saves `card`: a succeeded setup intent, the session complete. */
  completeSession(id: string, card: TestCard): Session | undefined {
    const session = this.sessions.get(id);
    if (!session || session.status !== "open" || typeof session.customer !== "string") return undefined;
    const method = methodObject(card, session.customer);
    this.methods.set(method.id, method);
    const setupIntent: SetupIntentObject = {
      id: stripeId("seti"),
      object: "setup_intent",
      status: "succeeded",
      customer: session.customer,
      usage: "off_session",
      created: nowSeconds(),
      livemode: false,
      payment_method: method.id,
    };
    this.setupIntents.set(setupIntent.id, setupIntent);
    const done: Session = { ...session, status: "complete", setup_intent: setupIntent.id };
    this.sessions.set(id, done);
    return done;
  }

  createIntent(fields: Fields): Answer {
    const amount = Number(fields.amount);
    const method = fields.payment_method ? this.methods.get(fields.payment_method) : undefined;
    if (!Number.isInteger(amount) || amount < 50 || !method || method.customer !== fields.customer)
      return {
        status: 400,
        body: errorBody("invalid_request_error", "amount, customer and its payment_method are required"),
      };
    const card = cardOfMethod(method.id) ?? "visa";
    const intent: Intent = {
      id: stripeId("pi"),
      object: "payment_intent",
      amount,
      amount_received: 0,
      currency: fields.currency ?? "usd",
      customer: fields.customer ?? null,
      payment_method: method.id,
      status: "requires_payment_method",
      metadata: this.metadataOf(fields),
      created: nowSeconds(),
      livemode: false,
      next_action: null,
      last_payment_error: null,
      description: fields.description ?? null,
      confirmation_method: "automatic",
      capture_method: "automatic",
    };
    return this.confirmIntent(intent, TEST_CARDS[card].outcome);
  }

  /** Off-session confirmation as Stripe does it: success, or a 402 card error with the intent attached. */
  private confirmIntent(intent: Intent, outcome: "succeeds" | "declined" | "authentication"): Answer {
    if (outcome === "succeeds") {
      const paid: Intent = { ...intent, status: "succeeded", amount_received: intent.amount };
      this.intents.set(paid.id, paid);
      return { status: 200, body: paid, event: { type: "payment_intent.succeeded", object: paid } };
    }
    const code = outcome === "declined" ? "card_declined" : "authentication_required";
    const error = {
      code,
      ...(outcome === "declined" ? { decline_code: "generic_decline" } : {}),
      message: outcome === "declined" ? "Your card was declined." : "This payment requires authentication.",
      type: "card_error",
    };
    const failed = { ...intent, last_payment_error: error } as Intent;
    this.intents.set(failed.id, failed);
    return {
      status: 402,
      body: errorBody("card_error", error.message, { code, decline_code: error.decline_code, payment_intent: failed }),
      event: { type: "payment_intent.payment_failed", object: failed },
    };
  }

  /**
   * An on-session confirmation with a return URL of an intent whose bank wants authentication: requires_action
   * with the bank's page (redirect_to_url), which the stand-in serves at /authenticate/<id>.
   */
  confirmExisting(id: string, fields: Fields, base: string): Answer {
    const intent = this.intents.get(id);
    if (!intent || intent.status === "succeeded" || !fields.return_url)
      return { status: 400, body: errorBody("invalid_request_error", "This PaymentIntent cannot be confirmed") };
    const card = cardOfMethod(fields.payment_method ?? String(intent.payment_method)) ?? "visa";
    if (TEST_CARDS[card].outcome !== "authentication") return this.confirmIntent(intent, TEST_CARDS[card].outcome);
    const url = `${base}/authenticate/${id}?return_url=${encodeURIComponent(fields.return_url)}`;
    const waiting: Intent = {
      ...intent,
      status: "requires_action",
      last_payment_error: null,
      next_action: { type: "redirect_to_url", redirect_to_url: { url, return_url: fields.return_url } },
    };
    this.intents.set(id, waiting);
    return { status: 200, body: waiting };
  }

  /** The bank's page, authenticated: the intent succeeds (the event Stripe sends follows). */
  authenticate(id: string): Intent | undefined {
    const intent = this.intents.get(id);
    if (!intent || intent.status !== "requires_action") return undefined;
    const paid: Intent = { ...intent, status: "succeeded", amount_received: intent.amount, next_action: null };
    this.intents.set(id, paid);
    return paid;
  }

  /** A list as Stripe answers one: the matching objects, newest first, all on one page (the tests make few). */
  list<T extends { created: number }>(url: string, objects: T[], matches: (object: T) => boolean): Answer {
    const data = objects.filter(matches).toSorted((a, b) => b.created - a.created);
    return { status: 200, body: { object: "list", data, has_more: false, url } };
  }

  createRefund(fields: Fields): Answer {
    const intent = fields.payment_intent ? this.intents.get(fields.payment_intent) : undefined;
    const amount = Number(fields.amount ?? intent?.amount);
    if (!intent || intent.status !== "succeeded" || !Number.isInteger(amount) || amount > intent.amount)
      return {
        status: 400,
        body: errorBody("invalid_request_error", "A refund needs a succeeded payment_intent and at most its amount"),
      };
    const refund: RefundObject = {
      id: stripeId("re"),
      object: "refund",
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      status: "succeeded",
      metadata: this.metadataOf(fields),
      created: nowSeconds(),
    };
    this.refunds.set(refund.id, refund);
    return { status: 200, body: refund, event: { type: "charge.refunded", object: refund } };
  }
}
