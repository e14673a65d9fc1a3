import { siteConfig } from "@/lib/config/site";
import type { Block, EmailContent } from "./content";
import { constantMarkup, html, type SafeHtml } from "./html";

/**
 * The HTML part: one column, real headings, 16 px text (14 px in the footer), colours for light and dark
 * clients (a client that drops the style block shows its own defaults), no images and nothing loaded from
 * elsewhere. Every value goes through `html`, which escapes it.
 */
const STYLE = `
body { margin: 0; padding: 0; background: #ffffff; color: #1f2328; font-family: -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; font-size: 16px; line-height: 1.5; }
main { max-width: 600px; margin: 0 auto; padding: 24px 16px; }
h1 { font-size: 24px; line-height: 1.3; margin: 0 0 16px; }
h2 { font-size: 19px; line-height: 1.3; margin: 32px 0 8px; }
a { color: #0b57d0; }
dl { margin: 0; } dt { font-weight: 600; margin-top: 8px; } dd { margin: 0; }
dd ul { margin: 0; padding-left: 20px; }
table { border-collapse: collapse; width: 100%; margin: 8px 0; }
caption { text-align: left; font-weight: 600; padding-bottom: 4px; }
th, td { text-align: left; padding: 6px 0; border-bottom: 1px solid #d0d7de; vertical-align: top; }
td { text-align: right; padding-left: 12px; white-space: nowrap; }
footer { margin-top: 40px; border-top: 1px solid #d0d7de; padding-top: 16px; font-size: 14px; color: #4b5563; }
@media (prefers-color-scheme: dark) {
  body { background: #111418; color: #e6edf3; }
  a { color: #8ab4f8; }
  th, td, footer { border-color: #3d444d; }
  footer { color: #b1bac4; }
}`;

function phones(): SafeHtml {
  const list = Object.values(siteConfig.phones);
  return html`<ul>${list.map((p) => html`<li>${p.label}: <a href="tel:${p.tel}">${p.display}</a></li>`)}</ul>`;
}

function block(b: Block): SafeHtml {
  switch (b.kind) {
    case "paragraph":
      return html`<p>${b.strong ? html`<strong>${b.strong}</strong> ` : ""}${b.text}</p>`;
    case "list":
      return html`<ul>${b.items.map((item) => html`<li>${item}</li>`)}</ul>`;
    case "facts":
      return html`<dl>${b.rows.map(
        (row) =>
          html`<dt>${row.label}</dt><dd>${Array.isArray(row.value) ? html`<ul>${row.value.map((v) => html`<li>${v}</li>`)}</ul>` : row.value}</dd>`,
      )}</dl>`;
    case "breakdown":
      return html`<table><caption>${b.caption}</caption><tbody>${b.rows.map(
        (row) => html`<tr><th scope="row">${row.label}</th><td>${row.amount}</td></tr>`,
      )}<tr><th scope="row">Estimated total</th><td><strong>${b.total}</strong></td></tr></tbody></table>`;
    case "link":
      return html`<p><a href="${b.href}">${b.text}</a><br>${b.href}</p>`;
    case "phones":
      return phones();
  }
}

export function customerEmailHtml(content: EmailContent): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${content.title}</title>
<style>${constantMarkup(STYLE)}</style>
</head>
<body>
<main>
<h1>${content.title}</h1>
<p>${content.greeting}</p>
<p>${content.intro}</p>
${content.sections.map((s) => html`<h2>${s.heading}</h2>${s.blocks.map(block)}`)}
<footer>${content.footer.map((line) => html`<p>${line}</p>`)}</footer>
</main>
</body>
</html>
`.value;
}
