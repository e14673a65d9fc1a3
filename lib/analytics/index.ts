/**
 * Analytics: the data layer the form pushes events to, and how long after the load event the tag manager comes
 * (its loader is an inline script, components/inline-scripts/gtm-loader.ts).
 */
export * from "./data-layer";
