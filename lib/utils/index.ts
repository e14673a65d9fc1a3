/** Small helpers for components. */
export * from "./cn";
