/**
 * What the pages say, for server components: the menus' links (navigation.ts) and the words of the home, landing
 * and international sections (section-copy.ts, international-copy.ts). A face of its own, apart from the facts in
 * @/lib/config, because its lists are built at load (service URLs, claims), which no bundler leaves out; client
 * components import only its types.
 */
export * from "./navigation";
export * from "./section-copy";
export * from "./international-copy";
