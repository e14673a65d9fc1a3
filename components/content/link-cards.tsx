import { Link } from "@/components/ui/link";

export type LinkCard = { href: string; title: string; summary: string };

/** A grid of linked cards to child pages (services of a group, solutions, guides, locations). */
export function LinkCards({ heading, cards }: { heading: string; cards: LinkCard[] }) {
  if (cards.length === 0) return null;
  return (
    <section aria-label={heading}>
      <h2 className="mb-4 text-2xl font-bold tracking-tight text-fg">{heading}</h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.href}>
            <Link
              href={card.href}
              className="block h-full rounded-2xl border border-line bg-surface p-4 transition-colors hover:border-brand hover:bg-surface-2"
            >
              <span className="block text-lg font-semibold text-brand">{card.title}</span>
              <span className="mt-1 block text-muted">{card.summary}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
