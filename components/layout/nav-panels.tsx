import { Link } from "@/components/ui/link";
import { SERVICES_PATH } from "@/lib/config";
import type { NavItem } from "@/lib/config/copy";

/**
 * The desktop menus' open panels: a rail item's flyout and the header's services panel. Loaded on their own
 * (use-nav-panels.ts) because a phone never shows either; only the buttons that open them are in the page.
 */
type PanelProps = { id: string; onNavigate: () => void };

/** A list of the menu's links, each closing the menu as it is followed. */
function LinkList({
  items,
  onNavigate,
  className,
  linkClassName,
}: {
  items: NavItem[];
  onNavigate: () => void;
  className: string;
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {items.map((link) => (
        <li key={link.href}>
          <Link href={link.href} onClick={onNavigate} className={linkClassName}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function RailFlyout({ item, testId, id, onNavigate }: PanelProps & { item: NavItem; testId: string }) {
  return (
    <div id={id} className="absolute top-0 left-full z-50 w-72 pl-2" data-testid={testId}>
      <div className="max-h-[80vh] overflow-y-auto rounded-xl border border-line bg-surface p-4 shadow-xl">
        <Link href={item.href} onClick={onNavigate} className="font-semibold hover:text-brand">
          {item.label}
        </Link>
        <ul className="mt-2 space-y-1 text-sm">
          {(item.children ?? []).map((child) => (
            <li key={child.href}>
              <Link href={child.href} onClick={onNavigate} className="block rounded px-2 py-1.5 hover:bg-surface-2">
                {child.label}
              </Link>
              {child.children?.length ? (
                <LinkList
                  items={child.children}
                  onNavigate={onNavigate}
                  className="ml-3 border-l border-line pl-2 text-muted"
                  linkClassName="block rounded px-2 py-1 hover:text-brand"
                />
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export function ServicesPanel({ groups, id, onNavigate }: PanelProps & { groups: NavItem[] }) {
  return (
    <div
      id={id}
      className="absolute left-1/2 z-40 mt-2 w-[min(56rem,90vw)] -translate-x-1/2 rounded-xl border border-line bg-surface p-6 shadow-xl"
    >
      <ul className="grid grid-cols-3 gap-6">
        {groups.map((group) => (
          <li key={group.href}>
            <Link href={group.href} onClick={onNavigate} className="font-semibold hover:text-brand">
              {group.label}
            </Link>
            {group.children?.length ? (
              <LinkList
                items={group.children}
                onNavigate={onNavigate}
                className="mt-2 space-y-1 text-sm text-muted"
                linkClassName="hover:text-brand"
              />
            ) : null}
          </li>
        ))}
      </ul>
      <Link href={SERVICES_PATH} onClick={onNavigate} className="mt-5 inline-block text-sm font-semibold text-brand">
        All services
      </Link>
    </div>
  );
}
