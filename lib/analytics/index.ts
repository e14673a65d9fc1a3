/** Analytics: the data layer the form pushes events to, and the GTM loader the layout inlines after a delay. */
export * from "./data-layer";
export * from "./gtm-loader";
