import type { ComponentProps } from "react";
import { CLIENT_NAVIGATION_ATTRIBUTE } from "./client-navigation-attribute";

type LinkProps = Omit<ComponentProps<"a">, "href"> & { href: string };

/**
 * The site's internal link: a plain anchor, marked for client-side navigation. `ClientNavigation` (mounted
 * once by the root layout) turns a plain click on it into a soft navigation and prefetches it on intent
 * (pointer over it, focus, touch). Until that script runs, and whenever it does not apply (a modified click, a
 * new tab), it is an ordinary link.
 *
 * It used to render Next.js's `<Link>`, a client component with its own state and effects per anchor: 36
 * of them hydrated on a service page, and next/link's 8 KB of code on every page. One listener for the
 * whole document does the same work.
 */
export function Link(props: LinkProps) {
  return <a {...props} {...{ [CLIENT_NAVIGATION_ATTRIBUTE]: "" }} />;
}
