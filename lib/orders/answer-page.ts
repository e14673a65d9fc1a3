import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/**
 * What a browser that posted the signing form without script sees when the signing was refused (409, 403, 413…):
 * the sentence saying why and the way back. react-dom/server escapes what it writes.
 */
export function signingAnswerPage(sentence: string, back: string): string {
  const page = h(
    "html",
    { lang: "en" },
    h(
      "head",
      null,
      h("meta", { charSet: "utf-8" }),
      h("meta", { name: "viewport", content: "width=device-width" }),
      h("title", null, "Your order was not signed"),
    ),
    h(
      "body",
      null,
      h(
        "main",
        null,
        h("h1", null, "Your order was not signed"),
        h("p", { role: "alert" }, sentence),
        h("p", null, h("a", { href: back }, "Back to your booking")),
      ),
    ),
  );
  return `<!doctype html>${renderToStaticMarkup(page)}`;
}
