import { Link } from "@/components/ui/link";
import { QUOTE_HREF } from "@/lib/config";
import type { NavLink } from "@/lib/config/copy";

/**
 * Section navigation that sticks to the top and turns solid once the visitor has scrolled past 90 px
 * (components/inline-scripts/scrolled.ts).
 */
export function StickyNav({ links }: { links: NavLink[] }) {
  return (
    <nav
      aria-label="Page sections"
      data-testid="sticky-nav"
      className="sticky top-0 z-30 hidden h-14 items-center gap-6 bg-transparent px-6 transition-colors duration-200 md:flex scrolled:border-b scrolled:border-line scrolled:bg-surface scrolled:shadow-sm"
    >
      <ul className="flex gap-5 text-sm font-medium">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="rounded px-1 py-2 hover:text-brand">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <Link
        href={QUOTE_HREF}
        className="ml-auto rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-brand-fg hover:bg-brand-strong"
      >
        Request a quote
      </Link>
    </nav>
  );
}
