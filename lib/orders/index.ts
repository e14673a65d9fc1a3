/**
 * The face of lib/orders (server-only): a confirmed booking's order as data, its terms in words and its money
 * rules, the E-SIGN disclosure, the signing (stored once, sealed as a PAdES PDF) with its endpoints and e-mails,
 * and what lib/payments reads: signedOrderFor and the money rules, taken from what was signed.
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
export { chargeDueOnMove, orderStageOf } from "./stages";
export { buildOrder, canonicalJson, orderSha256, type Order, type OrderInput } from "./order";
export { formatCents, orderClauses, type Clause, type ClauseId } from "./terms";
export { disclosureClauses, disclosureCode } from "./disclosure";
export { signedOrderPdf } from "./pdf/documents";
export { selfSignedPem } from "./seal-identity";
export { signingErrorsOf } from "./sign-schema";
export { orderViewOf, signOrder, signedOrderFor, signedPrices, type OrderView, type SignedOrder } from "./service";
export { handleDisclosurePdfGet, handleSignPost, handleSignedPdfGet } from "./handler";
export { ORDER_DELIVERY } from "./email";
