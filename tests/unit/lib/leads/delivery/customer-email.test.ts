import { siteConfig } from "@/lib/config/site";
import { fmcsaNumberText, getBrokerFacts } from "@/lib/facts";
import { renderEmail, visitorMailOptions } from "@/lib/email";
import { escapeHtml, html } from "@/lib/email/html";
import { ESTIMATE_NOT_BINDING } from "@/lib/estimate/format";
import { confirmationContent, greetingOf, quoteWords } from "@/lib/leads/delivery/confirmation";
import type { CustomerMessage } from "@/lib/leads/delivery/customer-message";

/** A quote's confirmation of the message, as the channel sends it. */
const renderQuote = (m: CustomerMessage) => renderEmail(confirmationContent(m, quoteWords(m)));

function message(over: Partial<CustomerMessage> = {}): CustomerMessage {
  return {
    firstName: "Ana",
    leadNumber: "Q-2611-0042",
    origin: "Doral, FL, 33172, US",
    destination: "New York, NY, 10001, US",
    shipDate: "Tuesday, December 1, 2026",
    vehicles: ["Dad's truck: 2021 Ford F-150 (Pickup), does not run", "2018 Toyota Camry (Car)"],
    transport: "Enclosed transport",
    international: false,
    estimate: {
      total: "$1,850 – $2,150",
      lines: [
        { label: "Transport, Pickup", amount: "$1,000 – $1,200" },
        { label: "Enclosed trailer", amount: "$400 – $450" },
      ],
      transit: "3–5 days on the road for about 1,310 miles",
    },
    consentGiven: true,
    ...over,
  };
}

describe("the html template tag", () => {
  it("escapes every value and passes only its own markup", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    expect(html`<p>${"<b>"}${[html`<i>${"&"}</i>`]}${null}${false}</p>`.value).toBe("<p>&lt;b&gt;<i>&amp;</i></p>");
  });
});

describe("the visitor's confirmation e-mail", () => {
  it("says the same required things in the text and the HTML part", () => {
    const { subject, text, html: page } = renderQuote(message());
    expect(subject).toContain("Q-2611-0042");
    for (const part of [text, page]) {
      for (const fact of [
        "Q-2611-0042",
        "Doral, FL, 33172, US",
        "New York, NY, 10001, US",
        "Tuesday, December 1, 2026",
        "2018 Toyota Camry (Car)",
        "Enclosed transport",
        ESTIMATE_NOT_BINDING,
        "Enclosed trailer",
        "What happens next",
        siteConfig.phones.main.display,
        siteConfig.address.street,
        `MC ${fmcsaNumberText(getBrokerFacts(), "mc")}`,
        `USDOT ${fmcsaNumberText(getBrokerFacts(), "usdot")}`,
        "To stop messages about this request",
      ]) {
        expect(part).toContain(part === page ? escapeHtml(fact) : fact);
      }
    }
  });

  it("escapes what the visitor typed in the HTML part", () => {
    const { html: page, text } = renderQuote(
      message({
        firstName: `<script>alert("x")</script>`,
        vehicles: [`<script>alert("x")</script>`, `Mom's "Bus" & <img src=x onerror=alert(1)>`],
      }),
    );
    expect(page).not.toContain("<script>alert");
    expect(page).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(page).toContain("Mom&#39;s &quot;Bus&quot; &amp; &lt;img src=x onerror=alert(1)&gt;");
    expect(page).not.toMatch(/<img/i);
    expect(text).toContain("Hello,\n");
  });

  it("greets by the first name only when it is one word of letters, ' or -, never with a stranger's sentence", () => {
    expect(greetingOf("Zoë")).toBe("Hello Zoë,");
    expect(greetingOf(" Mary-Jo ")).toBe("Hello Mary-Jo,");
    expect(greetingOf("O'Neil")).toBe("Hello O'Neil,");
    expect(greetingOf("李")).toBe("Hello 李,");
    expect(greetingOf("A".repeat(20))).toBe("Hello AAAAAAAAAAAAAAAAAAAA,");
    expect(greetingOf("Mary-Jo O'Neil")).toBe("Hello,");
    expect(greetingOf("Your account is suspended, call +1-900-555-0100")).toBe("Hello,");
    expect(greetingOf("Ann http://evil.example")).toBe("Hello,");
    expect(greetingOf("Ann.")).toBe("Hello,");
    expect(greetingOf("--")).toBe("Hello,");
    expect(greetingOf("A".repeat(21))).toBe("Hello,");
    expect(greetingOf("")).toBe("Hello,");
  });

  it("is accessible HTML with nothing loaded from elsewhere and no tracking", () => {
    const { html: page } = renderQuote(message());
    expect(page).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(page).toContain("<h1>Your quote request Q-2611-0042</h1>");
    expect(page.match(/<h2>/g)?.length).toBeGreaterThanOrEqual(3);
    expect(page).toContain('<meta name="color-scheme" content="light dark">');
    expect(page).toContain("@media (prefers-color-scheme: dark)");
    const sizes = [...page.matchAll(/font-size:\s*(\d+)px/g)].map((m) => Number(m[1]));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(14);
    expect(page).not.toMatch(/<img|<link|<script|\bsrc=|url\(/i);
    const hrefs = [...page.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs.every((h) => h?.startsWith("tel:") || h?.startsWith("mailto:"))).toBe(true);
  });

  it("leaves out duties and port fees in an international estimate, in words", () => {
    expect(renderQuote(message({ international: true })).text).toContain("leaves out duties, import taxes");
  });

  it("comes from the brand, with a stable Message-ID from the delivery, a reply address and an unsubscribe header", () => {
    const rendered = renderQuote(message());
    const options = visitorMailOptions(rendered, "ana@example.com", "row-1");
    expect(options).toMatchObject({
      from: `${siteConfig.name} <no-reply@shiplux.com>`,
      to: "ana@example.com",
      replyTo: siteConfig.emails.sales,
      messageId: "<row-1@shiplux.customer>",
    });
    expect(visitorMailOptions(renderQuote(message({ firstName: "Bo" })), "bo@example.com", "row-1").messageId).toBe(
      options.messageId,
    );
    expect(options.headers).toEqual({ "List-Unsubscribe": `<mailto:${siteConfig.emails.info}?subject=stop>` });
  });
});
