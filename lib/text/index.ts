/** Text checks shared by every schema: control characters, and zod issues written as one line. */
export * from "./control-characters";
export * from "./zod-issues";
