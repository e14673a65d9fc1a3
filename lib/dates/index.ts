/** Calendar days as the form, the API and the booking page read and write them (yyyy-MM-dd). */
export * from "./calendar-day";
