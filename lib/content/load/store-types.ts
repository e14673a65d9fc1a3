/** The store's record types in one import for resolvers. */
export type { PostRecord } from "./posts";
export type { CategoryRecord } from "./categories";
export type { ContentPageRecord, LegalPageRecord } from "./pages";
export type { CatalogueEntry } from "@/lib/config/service-urls";
export type { ContentStore } from "./store";
