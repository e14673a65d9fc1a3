/**
 * The quote rules the form and the API share: the browser's face of lib/quote. The API's request schemas
 * (calls 6-9) are not here, only their types: a value re-exported here ships in the form's chunk, so they live
 * behind @/lib/quote/server (each starts with `import "server-only"`: the build fails when one leaks).
 */
export * from "@/lib/attribution";
export * from "@/lib/quote-bounds";
export * from "./constants";
export * from "./api-client";
export * from "./api-field-errors";
export * from "./attribution";
export * from "./builders";
export * from "./consent";
export * from "./conversion-signals";
export * from "./fields";
export * from "./form-estimate";
export * from "./form-schema";
export * from "./form-steps";
export * from "./messages";
export * from "./place-from-lookup";
export * from "./quote-estimate";
export * from "./regions";
export * from "./rules";
export * from "./shipping-method";
export * from "./submit-result";
export * from "./vehicle-list";
export * from "./vehicle-name";
export type { ContactMessagePayload } from "./payload-contact";
export type { InternationalLeadPayload } from "./payload-lead";
export type { QuickQuoteQuery } from "./payload-quick";
export type { SimpleCreateSdkPayload } from "./payload-sdk";
export type { SimpleCreatePayload } from "./payload-simple";
