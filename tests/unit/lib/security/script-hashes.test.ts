import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScripts, isFlightPayload, scriptHashSource } from "@/lib/security/script-hashes";

describe("scriptHashSource", () => {
  it("gives the CSP specification's own example hash for alert('Hello, world.');", () => {
    // CSP Level 3, "hash-source" example (there in base64url: qznLcsROx4GACP2dm0UCKCzCG-HiZ1guq6ZZDob_Tng=).
    expect(scriptHashSource("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it("hashes the UTF-8 bytes of the text, as the browser does", () => {
    const text = "document.title = 'Café → Zürich';";
    const expected = createHash("sha256").update(Buffer.from(text, "utf8")).digest("base64");
    expect(scriptHashSource(text)).toBe(`'sha256-${expected}'`);
    expect(scriptHashSource(text)).not.toBe(scriptHashSource("document.title = 'Cafe -> Zurich';"));
  });
});

describe("inlineScripts", () => {
  it("returns the text of each inline script in document order, byte for byte", () => {
    const html =
      '<html><head><script>var a = "&amp;";</script><script src="/_next/a.js" async=""></script></head>' +
      '<body><script type="module">  b()\n</script><SCRIPT id="x">c()</SCRIPT ></body></html>';
    expect(inlineScripts(html)).toEqual(['var a = "&amp;";', "  b()\n", "c()"]);
  });

  it("skips JSON data blocks, which the browser never runs, and keeps every other type", () => {
    const html =
      '<script type="application/ld+json">{"@type":"Organization"}</script><script type="application/json">[]</script>' +
      "<script type='text/javascript'>run()</script><script type=importmap>{}</script>";
    expect(inlineScripts(html)).toEqual(["run()", "{}"]);
  });

  it("normalises CR LF and lone CR to LF, as the HTML parser does before the script is hashed", () => {
    expect(inlineScripts("<script>a()\r\nb()\rc()</script>")).toEqual(["a()\nb()\nc()"]);
  });

  it("keeps an empty inline script: the browser checks it against the policy too", () => {
    expect(inlineScripts("<script></script>")).toEqual([""]);
  });

  it("refuses a script holding <!--, where the parser's end of the element cannot be found by a pattern", () => {
    expect(() => inlineScripts("<script>var s = '<!--';</script>")).toThrow(/cannot be hashed reliably/);
  });
});

describe("isFlightPayload", () => {
  it("tells Next's RSC payload scripts from the site's own", () => {
    expect(isFlightPayload("(self.__next_f=self.__next_f||[]).push([0])")).toBe(true);
    expect(isFlightPayload('self.__next_f.push([1,"0:{}"])')).toBe(true);
    expect(isFlightPayload('(function(){try{var k="theme"}catch(e){}})()')).toBe(false);
  });
});
