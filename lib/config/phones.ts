/**
 * The broker's phone lines, part of siteConfig (site.ts). In a module of their own because the error pages,
 * which the browser loads with every page, show the main line and should not bring the whole site config.
 */
export type Phone = { label: string; display: string; tel: string };

function phone(label: string, display: string): Phone {
  return { label, display, tel: `+1${display.replace(/\D/g, "")}` };
}

export const phones = {
  main: phone("Main line", "(855) 427-2370"),
  older: phone("Customer line", "(888) 530-0334"),
  alt: phone("Sales line", "(855) 573-9265"),
} as const;
