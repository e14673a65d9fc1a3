import { Icon } from "@/components/ui/icons";
import { IconRail } from "./icon-rail";
import { MainHeader } from "./main-header";
import { MobileTopBar } from "./mobile-top-bar";
import { SiteFooter } from "./site-footer";
import { StickyNav } from "./sticky-nav";
import { stickyNavLinks, type RailItem } from "@/lib/config/copy";
import { railItems } from "@/lib/content";

/** Each icon the rail shows, drawn once on the server and keyed by its name. */
function railIcons(items: RailItem[]) {
  const names = new Set(items.map((item) => item.icon));
  return Object.fromEntries([...names].map((name) => [name, <Icon key={name} name={name} />]));
}

/** The main layout's frame: desktop header, sticky section nav and icon rail; phone top bar and drawer. */
export async function MainChrome({ children }: { children: React.ReactNode }) {
  const items = await railItems();
  return (
    <div className="md:pl-[var(--rail-w)]">
      <IconRail items={items} icons={railIcons(items)} />
      <MobileTopBar items={items} />
      <MainHeader />
      <StickyNav links={stickyNavLinks} />
      <main id="main" tabIndex={-1} className="min-h-[60vh] focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
