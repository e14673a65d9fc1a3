import { siteConfig } from "@/lib/config/site";

/**
 * A call button fixed to the bottom of the screen on phones only (landing pages). It is a landmark of its own
 * (axe `region`: all content in one), and the page's scroll padding (app/globals.css) keeps a focused field
 * above it (WCAG 2.4.11).
 */
export function MobileCallBar() {
  return (
    <aside
      aria-label="Call us"
      data-testid="mobile-call-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface p-3 md:hidden"
    >
      <a
        href={`tel:${siteConfig.phones.main.tel}`}
        className="flex h-12 items-center justify-center rounded-lg bg-accent font-bold text-accent-fg"
      >
        Call {siteConfig.phones.main.display}
      </a>
    </aside>
  );
}
