import type { LocationRegion } from "@/lib/content";

type Node = { slug: string; name: string; url: string | null; subtitle: string | null; icon: string };

function Place({ node }: { node: Node }) {
  const label = (
    <>
      {node.name}
      <span className="sr-only">{node.icon === "ship" ? " (by ship)" : " (by truck)"}</span>
    </>
  );
  return (
    <>
      {node.url ? (
        <a href={node.url} className="font-medium text-brand underline-offset-2 hover:underline">
          {label}
        </a>
      ) : (
        <span className="font-medium text-fg">{label}</span>
      )}
      {node.subtitle ? <span className="block text-sm text-muted">{node.subtitle}</span> : null}
    </>
  );
}

/**
 * A region's countries and their states or ports, as nested lists of links where a page exists. Plain anchors,
 * not the client Link: the directory holds ~150 of them, each a component to hydrate, for pages a visitor opens
 * one at a time (a static page loads as fast without Next's client navigation).
 */
export function LocationChildren({ region }: { region: LocationRegion }) {
  return (
    <div className="space-y-3">
      {region.url ? (
        <a href={region.url} className="inline-block font-semibold text-brand underline underline-offset-4">
          All about shipping to {region.name}
        </a>
      ) : null}
      <ul className="grid gap-3 sm:grid-cols-2">
        {region.children.map((country) => (
          <li key={country.slug}>
            <Place node={country} />
            {country.children.length ? (
              <ul className="mt-1 space-y-1 border-l border-line pl-3">
                {country.children.map((leaf) => (
                  <li key={leaf.slug}>
                    <Place node={leaf} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
