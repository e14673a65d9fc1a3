/** Calendar days as the form, the API and the booking page read and write them (yyyy-MM-dd), and in words. */
export * from "./calendar-day";
export * from "./format";
export * from "./time-zone";
