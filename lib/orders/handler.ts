import { phones } from "@/lib/config";
import { getEnv, type Env } from "@/lib/config/env";
import { getDb } from "@/lib/db";
import {
  INVALID_FIELDS,
  NO_STORE,
  clientKey,
  clientOf,
  crossSiteRefusal,
  fieldErrors,
  json,
  readBodyText,
} from "@/lib/http";
import { clientInfo, intakeFailed, leadRateLimit } from "@/lib/leads";
import { budgetLimiter } from "@/lib/rate-limit";
import {
  MAX_SIGNING_BODY_BYTES,
  ORDER_PDFS_WINDOW_MS,
  pdfMessages,
  signingFieldMessages,
  signingMessages,
} from "./constants";
import { disclosurePdfOfToken, signedPdfOfToken, signOrder, type SignOutcome } from "./service";
import { signRequestSchema } from "./sign-schema";

const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;
const JSON_TYPE = /^application\/json\s*(;|$)/i;

type Answer = { status: number; description: string; errors?: Record<string, string> };

/** The booking page's form gets a page or a redirect back to its fields; a script gets JSON. */
function respond(token: string, asForm: boolean, answer: Answer): Response {
  if (!asForm)
    return json({ status_code: answer.status, description: answer.description, errors: answer.errors }, answer.status);
  const page = `/booking/${encodeURIComponent(token)}`;
  if (answer.status === 200) return redirect(`${page}#order`);
  if (answer.status === 400 && answer.errors) {
    const errors = answer.errors;
    // The page writes each field's message itself; a wrong code has its own (signingErrorsOf reads these names).
    const names = Object.keys(errors).map((name) =>
      errors[name] === signingFieldMessages.disclosure_code_wrong ? "disclosure_code_wrong" : name,
    );
    return redirect(`${page}?sign_errors=${encodeURIComponent(names.join(","))}#sign`);
  }
  // What a browser shows after a refused post without script: the sentence, and the way back, as plain text.
  return new Response(`${answer.description}\n\nBack to your booking: ${page}\n`, {
    status: answer.status,
    headers: { ...NO_STORE, "Content-Type": "text/plain; charset=utf-8" },
  });
}

const redirect = (location: string) =>
  new Response(null, { status: 303, headers: { ...NO_STORE, Location: location } });

function outcomeAnswer(outcome: SignOutcome): Answer {
  switch (outcome.kind) {
    case "signed":
      return { status: 200, description: signingMessages.signed };
    case "not-found":
      return { status: 404, description: signingMessages.notFound };
    case "conflict":
      return { status: 409, description: signingMessages[outcome.reason] };
    case "invalid":
      return { status: 400, description: INVALID_FIELDS, errors: outcome.errors };
  }
}

/** The body as fields, from a form post or JSON; undefined when it is neither. */
async function readFields(request: Request): Promise<{ fields: unknown; asForm: boolean } | Answer> {
  const type = request.headers.get("content-type") ?? "";
  const asForm = FORM_TYPE.test(type);
  if (!asForm && !JSON_TYPE.test(type)) {
    return { status: 415, description: "Send the form as application/x-www-form-urlencoded or JSON." };
  }
  const body = await readBodyText(request, MAX_SIGNING_BODY_BYTES);
  if (!body.ok)
    return { status: body.reason === "too-large" ? 413 : 400, description: "The form did not arrive whole." };
  if (asForm) return { fields: Object.fromEntries(new URLSearchParams(body.text)), asForm };
  try {
    return { fields: JSON.parse(body.text) as unknown, asForm };
  } catch {
    return { status: 400, description: "The request body is not valid JSON." };
  }
}

/**
 * The booking page sends no referrer (its link is private), so a browser posts its form with `Origin: null`; the
 * browser's own `Sec-Fetch-Site: same-origin`, which no page can set, then says it came from this site.
 */
function fromAnotherSite(request: Request): string | undefined {
  if (request.headers.get("sec-fetch-site")?.trim().toLowerCase() === "same-origin") return undefined;
  return crossSiteRefusal(request, getEnv().SITE_URL);
}

/**
 * POST /api/orders/{token}/sign: the booking page's signing form. Another site's request is refused, the token
 * checked before the body is read, the fields with the form's own rules; the order is rebuilt on the server and
 * must hash to what the visitor read. 200 (303 for the form), 400 with field messages, 403, 404, 409 with why.
 */
export async function handleSignPost(request: Request, token: string): Promise<Response> {
  const wantsForm = FORM_TYPE.test(request.headers.get("content-type") ?? "");
  try {
    const crossSite = fromAnotherSite(request);
    if (crossSite) return respond(token, wantsForm, { status: 403, description: signingMessages.crossSite });
    const read = await readFields(request);
    if ("status" in read) return respond(token, wantsForm, read);
    const parsed = signRequestSchema.safeParse(read.fields);
    if (!parsed.success) {
      return respond(token, read.asForm, {
        status: 400,
        description: INVALID_FIELDS,
        errors: fieldErrors(parsed.error),
      });
    }
    const db = await getDb();
    const limited = await leadRateLimit(db, clientOf(request), {});
    if (limited) return limited;
    const outcome = await signOrder(db, {
      token,
      signerName: parsed.data.full_name,
      disclosureCode: parsed.data.disclosure_code,
      orderSha256: parsed.data.order_sha256,
      client: clientInfo(clientOf(request)),
    });
    return respond(token, read.asForm, outcomeAnswer(outcome));
  } catch (error) {
    return intakeFailed(error, "order signing");
  }
}

/**
 * A booking's PDFs share RATE_LIMIT_ORDER_PDFS per client key, counted in this process's memory before the token
 * is looked up: the disclosure is drawn on each request, so without it one booking's link in a loop kept the
 * server drawing. Undefined when the request may go on, else the 429 in words with Retry-After.
 */
function pdfOverBudget(request: Request, env: Env): Response | undefined {
  const limiter = budgetLimiter("order-pdfs", env.RATE_LIMIT_ORDER_PDFS, ORDER_PDFS_WINDOW_MS);
  const limited = limiter.consume(clientKey(clientOf(request).ip));
  if (limited.ok) return undefined;
  return new Response(`${pdfMessages.tooMany(limited.retryAfterSeconds)}\n`, {
    status: 429,
    headers: {
      ...NO_STORE,
      "Content-Type": "text/plain; charset=utf-8",
      "Retry-After": String(limited.retryAfterSeconds),
    },
  });
}

/** GET /api/orders/{token}/signed.pdf: the sealed PDF, for the visitor's booking page only (its token). */
export function handleSignedPdfGet(request: Request, token: string, env: Env = getEnv()): Promise<Response> {
  return servePdf(request, env, "Signed order PDF", async () => {
    const found = await signedPdfOfToken(await getDb(), token);
    return found && { pdf: found.pdf, fileName: `order-${found.leadNumber}-signed.pdf` };
  });
}

/**
 * A booking's PDF: the budget first, then `make` (undefined: no such booking, 404), then the file; a failure is
 * answered in words (pdfFailed below).
 */
async function servePdf(
  request: Request,
  env: Env,
  what: string,
  make: () => Promise<{ pdf: Buffer; fileName: string } | undefined>,
): Promise<Response> {
  const limited = pdfOverBudget(request, env);
  if (limited) return limited;
  try {
    const made = await make();
    if (!made) return new Response(signingMessages.notFound, { status: 404, headers: NO_STORE });
    return pdfResponse(made.pdf, made.fileName);
  } catch (error) {
    return pdfFailed(error, what);
  }
}

/**
 * A PDF the server could not make (its database or the PDF writer failed). A link opened in a tab shows this
 * text, so it says what to do, with the number to call, rather than Next.js's bare "Internal Server Error"; the
 * log gets the cause.
 */
function pdfFailed(error: unknown, what: string): Response {
  console.error(new Error(`${what} failed`, { cause: error }));
  return new Response(`${pdfMessages.failed}\n\nPhone: ${phones.main.display}\n`, {
    status: 500,
    headers: { ...NO_STORE, "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** A PDF answer: private to its link, downloaded under its name, never sniffed as something else. */
function pdfResponse(pdf: Buffer, fileName: string): Response {
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      "Cache-Control": "private, no-store",
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${fileName}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** GET /api/orders/{token}/disclosure.pdf: the E-SIGN disclosure with the booking's code, for a confirmed booking. */
export function handleDisclosurePdfGet(request: Request, token: string, env: Env = getEnv()): Promise<Response> {
  return servePdf(request, env, "Disclosure PDF", async () => {
    const pdf = await disclosurePdfOfToken(await getDb(), token);
    return pdf && { pdf, fileName: "agreeing-electronically.pdf" };
  });
}
