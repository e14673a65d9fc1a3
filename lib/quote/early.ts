/**
 * The zod-free part of lib/quote: what the form's skeleton, its early input and the inline attribution capture
 * (components/inline-scripts/arrival-capture.ts) read before any form code loads. Nothing here may import zod or
 * the rules, or the first screen pays for them.
 */
export * from "./attribution-keys";
export * from "./constants";
export * from "./form-variants";
