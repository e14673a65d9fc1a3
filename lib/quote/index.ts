/** The quote rules shared by the form and the API. Browser-safe: no server-only imports below. */
export * from "./attribution";
export * from "./builders";
export * from "./consent";
export * from "./constants";
export * from "./form-schema";
export * from "./messages";
export * from "./payload-lead";
export * from "./payload-quick";
export * from "./payload-sdk";
export * from "./payload-simple";
export * from "./regions";
export * from "./rules";
export * from "./submit-result";
