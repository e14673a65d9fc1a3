/** The store's record types in one import for resolvers. */
export type { PostRecord } from "./posts";
export type { CategoryRecord } from "./categories";
export type { ContentPageRecord } from "./pages";
