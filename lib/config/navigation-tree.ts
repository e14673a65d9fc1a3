import { getCatalogue } from "./catalogue";
import { canonicalServiceHref, SERVICES_PATH, serviceHref } from "./service-urls";
import { guideLinks, helpLinks, locationLinks, QUOTE_HREF, solutionLinks, type NavItem } from "./navigation";

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

/** The desktop icon rail and the mobile drawer share this tree. */
export function railItems(): NavItem[] {
  return [
    { label: "Home", href: "/", icon: "home" },
    { label: "Services", href: SERVICES_PATH, icon: "services", children: serviceMenu() },
    { label: "Transport solutions", href: "/auto-transport-solutions", icon: "solutions", children: solutionLinks },
    { label: "Get a quote", href: QUOTE_HREF, icon: "quote" },
    { label: "Shipping locations", href: "/shipping-locations", icon: "locations", children: locationLinks },
    { label: "Shipping guide", href: "/shipping-guide", icon: "guide", children: guideLinks },
    { label: "Blog", href: "/blog", icon: "blog" },
    { label: "Contact", href: "/#contact", icon: "contact" },
    { label: "Help", href: "/frequently-asked-questions", icon: "help", children: helpLinks },
  ];
}

