import { fullAddress, siteConfig } from "@/lib/config/site";
import { ThemeToggle } from "./theme-toggle";

/** The foot of the phone drawer: the theme toggle and how to reach us, rendered on the server. */
export function DrawerContact() {
  return (
    <>
      <ThemeToggle withLabel />
      <p>
        <a href={`mailto:${siteConfig.emails.info}`} className="underline">
          {siteConfig.emails.info}
        </a>
      </p>
      <p>
        <a href={`tel:${siteConfig.phones.main.tel}`} className="font-semibold">
          {siteConfig.phones.main.display}
        </a>
      </p>
      <address className="text-muted not-italic">{fullAddress()}</address>
    </>
  );
}
