import { QUOTE_HREF, SERVICES_PATH, serviceHref } from "@/lib/config";
import { helpLinks, shippingFaqLink, type NavItem, type NavLink, type RailItem } from "@/lib/config/copy";
import { getSectionPages } from "./api/pages";
import { canonicalServiceHref, getCatalogue } from "./catalogue";
import { PAGE_SECTIONS, type PageSection } from "./constants";

/**
 * The menus built from content: the service catalogue and the section pages that ask for a menu entry. Beside
 * what they derive from, so lib/config (the fixed links, lib/config/navigation.ts) never imports content.
 */

/**
 * Services as a menu: groups with their visible children; hidden entries keep their pages but no link.
 * A service listed under two groups appears in both, linking to its one page.
 */
export function serviceMenu(): NavItem[] {
  const catalogue = getCatalogue();
  return catalogue.groups.map((group) => ({
    label: group.title,
    href: serviceHref(group.slug),
    children: group.children
      .filter((child) => !child.hidden)
      .map((child) => ({ label: child.title, href: canonicalServiceHref(catalogue, child.slug) })),
  }));
}

/**
 * A content section as a menu: the pages whose file gives them a `menu` entry, in its order, from the same list the
 * section's generateStaticParams reads, so a new page joins the menu by saying so in its own file.
 */
async function sectionMenu(section: PageSection): Promise<NavLink[]> {
  const pages = await getSectionPages(section);
  return pages
    .flatMap(({ path, menu }) => (menu ? [{ ...menu, href: path }] : []))
    .sort((a, b) => a.order - b.order)
    .map(({ label, href }) => ({ label, href }));
}

/** The desktop icon rail and the mobile drawer share this tree. */
export async function railItems(): Promise<RailItem[]> {
  const [solutions, locations, guides] = await Promise.all([
    sectionMenu("solutions"),
    sectionMenu("locations"),
    sectionMenu("guides"),
  ]);
  return [
    { label: "Home", href: "/", icon: "home" },
    { label: "Services", href: SERVICES_PATH, icon: "services", children: serviceMenu() },
    { label: "Transport solutions", href: PAGE_SECTIONS.solutions.base, icon: "solutions", children: solutions },
    { label: "Get a quote", href: QUOTE_HREF, icon: "quote" },
    { label: "Shipping locations", href: PAGE_SECTIONS.locations.base, icon: "locations", children: locations },
    { label: "Shipping guide", href: PAGE_SECTIONS.guides.base, icon: "guide", children: [...guides, shippingFaqLink] },
    { label: "Blog", href: "/blog", icon: "blog" },
    { label: "Contact", href: "/#contact", icon: "contact" },
    { label: "Help", href: "/frequently-asked-questions", icon: "help", children: helpLinks },
  ];
}
