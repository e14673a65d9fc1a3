import { internationalAnchors } from "@/lib/config/copy";
import { Logo } from "./logo";
import { ThemeToggle } from "./theme-toggle";

/**
 * The international landing page's own sticky bar with in-page anchors and a quote button; it gains a border and
 * shadow past 90 px (components/inline-scripts/scrolled.ts). Below 1024 px the anchors take a second row that
 * scrolls sideways on its own, so a phone has them too; the page's scroll padding grows by that row
 * (app/globals.css). Below 640 px both rows are shorter, and below 360 px the logo is its mark alone, so the
 * logo, the theme toggle and the quote button share one row: the bar takes 86 px of a 320×568 phone (15 %), not 152 (27 %).
 */
export function InternationalTopBar() {
  return (
    <header
      data-testid="international-top-bar"
      className="sticky top-0 z-30 flex flex-wrap items-center gap-x-4 bg-surface px-4 transition-colors sm:px-6 lg:h-16 lg:flex-nowrap scrolled:border-b scrolled:border-line scrolled:shadow-sm"
    >
      <div className="flex h-12 items-center sm:h-16">
        <Logo narrow />
      </div>
      <nav
        aria-label="Page sections"
        className="order-last -mx-4 basis-full overflow-x-auto px-4 sm:-mx-6 sm:px-6 lg:order-none lg:mx-0 lg:basis-auto lg:overflow-visible lg:px-0"
      >
        <ul className="flex gap-4 pb-1.5 text-sm font-medium whitespace-nowrap sm:pb-2 lg:pb-0">
          {internationalAnchors.map((a) => (
            <li key={a.href}>
              <a
                href={a.href}
                className="inline-flex min-h-6 items-center rounded px-1 py-1.5 hover:text-brand sm:py-2"
              >
                {a.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="ml-auto flex items-center gap-2">
        <ThemeToggle />
        <a
          href="#international-sideform"
          className="rounded-lg bg-brand px-4 py-2 text-sm font-semibold whitespace-nowrap text-brand-fg hover:bg-brand-strong"
        >
          Request a quote
        </a>
      </div>
    </header>
  );
}
