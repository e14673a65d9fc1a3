import { internationalAnchors } from "@/lib/config/navigation";
import { Logo } from "./logo";
import { ThemeToggle } from "./theme-toggle";

/** The international landing page's own sticky bar with in-page anchors and a quote button; it gains a border and shadow past 90 px (scrolled-script.ts). */
export function InternationalTopBar() {
  return (
    <header
      data-testid="international-top-bar"
      className="sticky top-0 z-30 flex h-16 items-center gap-4 bg-surface px-4 transition-colors sm:px-6 scrolled:border-b scrolled:border-line scrolled:shadow-sm"
    >
      <Logo />
      <nav aria-label="Page sections" className="hidden lg:block">
        <ul className="flex gap-4 text-sm font-medium">
          {internationalAnchors.map((a) => (
            <li key={a.href}>
              <a href={a.href} className="rounded px-1 py-2 hover:text-brand">
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
          className="rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-brand-fg hover:bg-brand-strong"
        >
          Request a quote
        </a>
      </div>
    </header>
  );
}
