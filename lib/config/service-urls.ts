/**
 * Where the catalogue's pages live (the spec's "/services/{path}"): /services lists them all, and
 * /services/{group} and /services/{group}/{service} are the pages. Pure, so menus and client components may
 * import it; the catalogue itself (content/catalogue.yaml) and the URL of a service's one page are
 * lib/content/catalogue.ts.
 */
export const SERVICES_PATH = "/services";

/** The URL of a group's page or of one of its services: the one place a service URL is built. */
export function serviceHref(group: string, service?: string): string {
  return service ? `${SERVICES_PATH}/${group}/${service}` : `${SERVICES_PATH}/${group}`;
}
