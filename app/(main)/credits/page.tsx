import type { Metadata } from "next";
import { siteConfig } from "@/lib/config/site";
import { DATA_SOURCES } from "@/lib/lookups";
import { pageMetadata } from "@/lib/seo";

export const metadata: Metadata = pageMetadata({
  title: "Data credits",
  description:
    "The public data behind our place, port and vehicle lookups, with the licences and attribution their authors ask for.",
  path: "/credits",
});

const otherCredits = [
  {
    name: "Inter typeface",
    detail: "by Rasmus Andersson, SIL Open Font License 1.1 (via @fontsource-variable/inter).",
  },
  { name: "Illustrations and hero video", detail: `drawn for this site; © ${siteConfig.name}.` },
];

export default function CreditsPage() {
  return (
    <article className="mx-auto max-w-3xl px-6 py-12">
      <h1 className="text-4xl font-extrabold">Data credits</h1>
      <p className="mt-4 text-muted">
        The place, port and vehicle suggestions in our quote form are built from public data. We thank their authors and
        credit them as their licences ask.
      </p>
      <h2 className="mt-10 text-2xl font-bold">Lookup data</h2>
      <ul className="mt-4 space-y-5">
        {DATA_SOURCES.map((source) => (
          <li key={source.name}>
            <h3 className="font-semibold">
              <a href={source.url} rel="noopener noreferrer" target="_blank" className="underline">
                {source.name}
              </a>
            </h3>
            <p className="text-muted">{source.attribution}</p>
            <p className="text-sm text-muted">Licence: {source.licence}</p>
          </li>
        ))}
      </ul>
      <h2 className="mt-10 text-2xl font-bold">Type and artwork</h2>
      <ul className="mt-4 space-y-2">
        {otherCredits.map((c) => (
          <li key={c.name}>
            <strong>{c.name}</strong> {c.detail}
          </li>
        ))}
      </ul>
    </article>
  );
}
