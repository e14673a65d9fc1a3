/**
 * The signed order's constants and words, in one place: the terms' version, the money stages, what the signing
 * endpoint answers and what its form says beside each field.
 */

/**
 * The version of the terms' wording and rules (terms.ts, money.ts, disclosure.ts). Change it with any change to
 * what a clause says or how a rule computes: it is signed with each order and printed on its PDF.
 */
export const TERMS_VERSION = "2026-11-27.1";

/** The one currency the broker prices and charges in. */
export const ORDER_CURRENCY = "USD";

/**
 * The moments of a signed order at which money can move, in order: signing (nothing is charged), a carrier
 * assigned, the pickup, the delivery. A shipment status maps onto them (orderStageOf).
 */
export const ORDER_STAGES = ["signed", "carrier_assigned", "picked_up", "delivered"] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

/** What the signing endpoint answers, each in a sentence the visitor can act on. */
export const signingMessages = {
  signed: "Your order is signed. A copy of the signed PDF is on its way to your e-mail.",
  notFound: "This booking link is not valid or has expired.",
  notConfirmed: "Choose and confirm a pickup window first: the order is made from it.",
  alreadySigned: "This order is already signed; it cannot be signed again. The signed PDF is on your booking page.",
  changed:
    "The order changed after you opened it (its price, window or terms), so it was not signed. Please reload the page, read the new order and sign again.",
  windowPassed:
    "The pickup window of this order has passed, so it can no longer be signed. Please call us to agree a new window.",
  noPrice: "This booking has no price we can lock online. Please call us to agree the order.",
  crossSite: "This form can only be sent from our booking page.",
} as const;

/** What a booking's PDF links answer when they cannot give the PDF (a missing booking is signingMessages.notFound). */
export const pdfMessages = {
  failed:
    "We could not make this PDF just now. Please try again in a minute, or call us and we will send it by e-mail.",
  tooMany: (seconds: number) =>
    `This address has opened the booking's PDFs too often in a few minutes. Please try again in ${Math.ceil(seconds / 60)} min.`,
} as const;

/** The window of RATE_LIMIT_ORDER_PDFS (a booking's disclosure and signed PDFs per client key). */
export const ORDER_PDFS_WINDOW_MS = 10 * 60_000;

/** The signing form's fields and the message beside each when it is wrong. */
export const signingFieldMessages = {
  disclosure_code: "Type the code printed in the consumer disclosure PDF (6 letters or digits).",
  disclosure_code_wrong: "That is not the code in the disclosure PDF. Open the PDF and type the code printed in it.",
  full_name: "Type your full name as your signature (2 to 120 characters).",
  agree: "Tick the box to agree to the order and sign it.",
  order_sha256: "The order you read was not sent with the form. Please reload the page and sign again.",
} as const;
export type SigningField = keyof typeof signingFieldMessages;

/** The typed signature's bounds: a full name, not a paragraph. */
export const SIGNER_NAME_MIN = 2;
export const SIGNER_NAME_MAX = 120;
/** The disclosure code's length and alphabet: no 0/O or 1/I, so it reads back as printed. */
export const DISCLOSURE_CODE_LENGTH = 6;
export const DISCLOSURE_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
/** A signing form post is a few hundred bytes; anything much larger is not one. */
export const MAX_SIGNING_BODY_BYTES = 4 * 1024;
/** Where the signing key and certificate made at first start live under DATA_DIR. */
export const SIGNING_KEY_DIR_NAME = "order-signing";
/** The seal's CMS fits in this many bytes (a 4096-bit key with a short chain is about 3 KB). */
export const SIGNATURE_PLACEHOLDER_BYTES = 16 * 1024;

/** Where a booking's order is signed and its PDFs are read (app/api/orders/[token]/…). */
export function orderPaths(token: string) {
  const base = `/api/orders/${encodeURIComponent(token)}`;
  return { sign: `${base}/sign`, signedPdf: `${base}/signed.pdf`, disclosurePdf: `${base}/disclosure.pdf` };
}
