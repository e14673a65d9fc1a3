/**
 * The broker's phone lines, part of siteConfig (site.ts) and on the face of lib/config by themselves: the error
 * pages, which the browser loads with every page, show the main line and should not bring the whole site config.
 * Plain data, so the bundler leaves them out of a chunk that imports another fact (tests/unit/lib/config/phones.test.ts
 * holds each `tel` to the number it displays).
 */
export type Phone = { label: string; display: string; tel: string };

export const phones = {
  main: { label: "Main line", display: "(855) 427-2370", tel: "+18554272370" },
  older: { label: "Customer line", display: "(888) 530-0334", tel: "+18885300334" },
  alt: { label: "Sales line", display: "(855) 573-9265", tel: "+18555739265" },
} as const satisfies Record<string, Phone>;
