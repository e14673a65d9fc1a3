/** Reviews: the aggregate rating and the shortened quotes the reviews section shows. */
export * from "./shorten";
