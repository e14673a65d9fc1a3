/** The broker's office time zone (Miami), where dispatch works: events and signatures are shown as its days. */
export const BROKER_TIME_ZONE = "America/New_York";
