/**
 * The request builders the contract tests check against the platforms' published schemas and SDKs
 * (tests/unit/lib/conversions); each lives in its destination's module (destinations/), named here so those tests
 * read them where they always have.
 */
export { googleRequest, googleStatusRequest } from "./destinations/google";
export { sourceUrl } from "./destinations/meta";
export type { ConversionEvent } from "./event";
