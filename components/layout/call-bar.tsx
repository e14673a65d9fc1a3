import { siteConfig } from "@/lib/config/site";

/** A call button fixed to the bottom of the screen on phones only (landing pages). */
export function MobileCallBar() {
  return (
    // A landmark of its own: axe wants all content in one, and a phone user finds "Call us" by its name.
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
