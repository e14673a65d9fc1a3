import type { AssetHosts } from "../asset-url";
import type { ContentStore } from "../load/store";

/** What every resolver gets: the content store and the asset-host pair used when rendering HTML. */
export type ContentContext = { store: ContentStore; hosts: AssetHosts; siteUrl: string };
