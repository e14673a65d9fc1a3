/**
 * The face of lib/privacy: the visitor's privacy choices as the browser keeps them (the opt-out cookie), read
 * alike by the opt-out page, the inline scripts and the server. docs/conversions.md#privacy says what they stop.
 */
export * from "./opt-out-cookie";
