import { Link } from "@/components/ui/link";
import type { UseFormRegisterReturn } from "react-hook-form";
import { siteConfig } from "@/lib/config/site";
import { useQuoteId } from "./form-ids";

/** The exact TCPA text stored with the lead; the rendered paragraph below says the same words. */
export const CONSENT_TEXT =
  `By checking this box I agree that ${siteConfig.name} may contact me about my quote by phone calls and text messages, ` +
  "including by automated means, at the number I provided. Consent is not a condition of purchase. " +
  "Message and data rates may apply. Reply STOP to opt out. See our Privacy Policy.";

const NEVER_SOLD_TEXT = "We never sell your details.";

/** The unchecked consent box above the submit button; submitting without it is allowed (e-mail contact only). */
export function ConsentCheckbox({ registration }: { registration: UseFormRegisterReturn }) {
  const qid = useQuoteId();
  return (
    <div className="rounded-lg bg-surface p-3 text-sm">
      <div className="flex gap-3">
        <input
          id={qid("consent")}
          type="checkbox"
          className="mt-1 h-5 w-5 shrink-0 accent-[var(--brand)]"
          {...registration}
        />
        <label htmlFor={qid("consent")} className="text-muted">
          By checking this box I agree that {siteConfig.name} may contact me about my quote by phone calls and text
          messages, including by automated means, at the number I provided. Consent is not a condition of purchase.
          Message and data rates may apply. Reply STOP to opt out. See our{" "}
          <Link href="/privacy-policy" className="font-semibold text-fg underline">
            Privacy Policy
          </Link>
          .
        </label>
      </div>
      <p className="mt-2 font-semibold">{NEVER_SOLD_TEXT} Without this box ticked we contact you by e-mail only.</p>
    </div>
  );
}

/**
 * The exact ad-measurement text stored with an international lead (leads.ad_consent_text); the label below says
 * the same words. Outside the US and Canada the report-back to an ad platform needs this box ticked.
 */
export const AD_CONSENT_TEXT =
  `I agree that ${siteConfig.name} may tell Meta and Google, when one of their ads brought me here, that I asked ` +
  "for a quote, with my e-mail address and phone number as one-way hashes, so they can measure their ads. " +
  "I can withdraw this at any time on the Do Not Sell or Share page.";

/** The unticked ad-measurement box of the international form; the quote goes the same without it. */
export function AdConsentCheckbox({ registration }: { registration: UseFormRegisterReturn }) {
  const qid = useQuoteId();
  return (
    <div className="rounded-lg bg-surface p-3 text-sm">
      <div className="flex gap-3">
        <input
          id={qid("ad-consent")}
          type="checkbox"
          className="mt-1 h-5 w-5 shrink-0 accent-[var(--brand)]"
          {...registration}
        />
        <label htmlFor={qid("ad-consent")} className="text-muted">
          I agree that {siteConfig.name} may tell Meta and Google, when one of their ads brought me here, that I asked
          for a quote, with my e-mail address and phone number as one-way hashes, so they can measure their ads. I can
          withdraw this at any time on the{" "}
          <Link href="/do-not-sell-or-share" className="font-semibold text-fg underline">
            Do Not Sell or Share
          </Link>{" "}
          page.
        </label>
      </div>
    </div>
  );
}
