import { ButtonLink } from "@/components/ui/button";
import { QUOTE_HREF } from "@/lib/config";
import { fullAddress, siteConfig } from "@/lib/config/site";
import { ThemeToggle } from "./theme-toggle";

/**
 * The foot of the phone drawer, rendered on the server: the quote link, the theme toggle and how to reach
 * us. The drawer closes itself when one of its links is followed.
 */
export function DrawerFooter() {
  return (
    <>
      <ButtonLink href={QUOTE_HREF} className="w-full">
        Request a quote
      </ButtonLink>
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
