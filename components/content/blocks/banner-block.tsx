import { Link } from "@/components/ui/link";
import { QUOTE_HREF } from "@/lib/config";
import { siteConfig } from "@/lib/config/site";

type BannerProps = { heading?: string; text?: string; href?: string; label?: string };

/** The call-to-action band that closes content pages: quote link and the main phone line. */
export function BannerBlock({
  heading = "Ready to ship your vehicle?",
  text = "Get a free, no-obligation quote in about two minutes, or talk to a shipping advisor.",
  href = QUOTE_HREF,
  label = "Get a free quote",
}: BannerProps) {
  const phone = siteConfig.phones.main;
  return (
    <aside aria-label="Get a quote" className="rounded-2xl bg-[#0a1f44] p-6 text-white sm:p-8">
      <h2 className="text-2xl font-bold">{heading}</h2>
      <p className="mt-2 max-w-prose text-[#dfe7f5]">{text}</p>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <Link href={href} className="rounded-full bg-accent px-5 py-2.5 font-semibold text-accent-fg hover:brightness-95">
          {label}
        </Link>
        <a href={`tel:${phone.tel}`} className="font-semibold underline underline-offset-4">
          Call {phone.display}
        </a>
      </div>
    </aside>
  );
}
