import { stripScripts } from "@/scripts/lib/bench-pages/strip-scripts";

const page = [
  "<!DOCTYPE html><html lang=en><head>",
  '<meta charset="utf-8"><link rel="stylesheet" href="/a.css">',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
  '<link rel="modulepreload" href="/m.js"><link rel="preload" as="font" href="/inter.woff2" crossorigin="">',
  "<script>document.documentElement.dataset.theme = '</p>' < 'x' ? 'dark' : 'light';</script>",
  '<script src="/_next/static/chunks/app.js" async=""></script>',
  "</head><body><main><h1>Ship   a car</h1>",
  '<svg><script href="#x"></script><path d="M0 0"/></svg>',
  "<template><script>1</script><p>later</p></template>",
  '<p data-x="<script>">Text</p></main>',
  '<script>self.__next_f.push([1,"<\\/script>"])</script>',
  "</body></html>",
].join("");

describe("the no-JavaScript twin of a page", () => {
  it("cuts every script and every link that fetches a script ahead", () => {
    const { html, removed } = stripScripts(page);
    expect(removed).toBe(7);
    // The one "<script" left is the text of an attribute, which the parser reads as text.
    expect(html.match(/<script/gi)).toEqual(["<script"]);
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain("main.js");
  });

  it("leaves everything else byte for byte, attribute text that looks like a tag included", () => {
    expect(stripScripts(page).html).toBe(
      [
        "<!DOCTYPE html><html lang=en><head>",
        '<meta charset="utf-8"><link rel="stylesheet" href="/a.css">',
        '<link rel="preload" as="font" href="/inter.woff2" crossorigin="">',
        "</head><body><main><h1>Ship   a car</h1>",
        '<svg><path d="M0 0"/></svg>',
        "<template><p>later</p></template>",
        '<p data-x="<script>">Text</p></main>',
        "</body></html>",
      ].join(""),
    );
  });

  it("keeps data blocks, which run nothing, and cuts every type HTML runs or processes", () => {
    const kept = [
      '<script type="application/ld+json">{"@type":"FAQPage"}</script>',
      '<script type="text/plain">x</script>',
    ];
    const cut = [
      "<script>1</script>",
      '<script type="">1</script>',
      '<script type=" Text/JavaScript ">1</script>',
      '<script type="text/javascript1.5">1</script>',
      '<script type="module">1</script>',
      '<script type="importmap">{}</script>',
      '<script type="speculationrules">{}</script>',
    ];
    const { html, removed } = stripScripts(
      `<!DOCTYPE html><html><head></head><body>${[...kept, ...cut].join("")}</body></html>`,
    );
    expect(removed).toBe(cut.length);
    expect(html).toBe(`<!DOCTYPE html><html><head></head><body>${kept.join("")}</body></html>`);
  });

  it("returns a page without scripts unchanged", () => {
    const plain = "<!DOCTYPE html><html><head><title>t</title></head><body><p>x</p></body></html>";
    expect(stripScripts(plain)).toEqual({ html: plain, removed: 0 });
  });
});
