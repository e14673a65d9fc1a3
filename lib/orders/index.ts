/**
 * The face of lib/orders (server-only): a confirmed booking's order as data, its terms in words and its money
 * rules, the E-SIGN disclosure, the signing (stored once, sealed as a PAdES PDF), and what lib/payments reads:
 * signedOrderFor and the money rules, taken from what was signed.
 */
import "server-only";
export * from "./constants";
export {
  RELEASE_COST_CENTS,
  cancellationCostCents,
  chargeDueAt,
  chargedThrough,
  latePickupCreditCents,
  refundOnCancellation,
} from "./money";
export { brokerFeeOf, buildOrder, canonicalJson, orderSha256, type Order, type OrderInput } from "./order";
export { formatCents, orderClauses, termsVersionLine, type Clause, type ClauseId, type TermsClause } from "./terms";
export { DISCLOSURE_VERSION, disclosureClauses, disclosureCode, disclosureCodeMatches } from "./disclosure";
export { disclosurePdf, signedOrderPdf, type SigningRecord } from "./pdf/documents";
export { orderSeal, selfSignedPem } from "./seal-identity";
export { chargeDueOnMove, orderStageOf } from "./stages";
export { collectionOf, orderOfLead } from "./current-order";
export { signRequestSchema, signingErrorsOf, SIGNING_FIELDS, type SignRequest } from "./sign-schema";
export {
  orderViewOf,
  signOrder,
  signedOrderFor,
  signedOrderOfRow,
  type OrderView,
  type SignInput,
  type SignOutcome,
  type SignedOrder,
  type SigningConflict,
} from "./service";
export { handleDisclosurePdfGet, handleSignPost, handleSignedPdfGet } from "./handler";
export { ORDER_DELIVERY } from "./email";
