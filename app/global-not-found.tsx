import type { Metadata, Viewport } from "next";
import { MainChrome } from "@/components/layout/main-chrome";
import { NOT_FOUND_TITLE, NotFoundMessage } from "@/components/layout/not-found-message";
import { siteConfig } from "@/lib/config/site";
import { SiteDocument, siteViewport } from "./document";
import "@/app/globals.css";

export const metadata: Metadata = { title: `${NOT_FOUND_TITLE} | ${siteConfig.name}`, robots: { index: false } };
export const viewport: Viewport = siteViewport;

/**
 * The 404 page for a URL no route matches (experimental.globalNotFound): a document of its own, in the main
 * layout's frame. Being no boundary, it is in no other page's payload, and neither are its stylesheet and its
 * menus' script; a page that calls notFound() shows the same message in its own layout (app/(main)/not-found.tsx).
 */
export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <MainChrome>
        <NotFoundMessage />
      </MainChrome>
    </SiteDocument>
  );
}
