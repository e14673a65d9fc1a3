import { rewriteAssetUrl } from "@/lib/content/asset-url";
import { renderMarkdown } from "@/lib/content/markdown";
import { sanitizeContentHtml } from "@/lib/content/sanitize";

const hosts = { from: "https://cms.example.com", to: "https://assets.shiplux.test" };

describe("sanitizeContentHtml", () => {
  it("removes script elements and their code", () => {
    const html = sanitizeContentHtml('<p>Hi</p><script>alert("x")</script>', {});
    expect(html).toBe("<p>Hi</p>");
  });

  it("removes event-handler attributes", () => {
    const html = sanitizeContentHtml('<p onclick="steal()">Hi</p><img src="/a.svg" alt="a" onerror="steal()">', {});
    expect(html).not.toMatch(/onclick|onerror|steal/);
    expect(html).toContain('<img src="/a.svg" alt="a"');
  });

  it("drops javascript: links but keeps the link text", () => {
    const html = sanitizeContentHtml('<a href="javascript:alert(1)">click</a>', {});
    expect(html).not.toContain("javascript:");
    expect(html).toContain("click");
  });

  it("removes iframes and inline styles", () => {
    const html = sanitizeContentHtml('<iframe src="https://evil.example"></iframe><p style="color:red">x</p>', {});
    expect(html).toBe("<p>x</p>");
  });

  it("sanitises raw HTML that a Markdown file smuggles in", () => {
    const html = renderMarkdown("Hello <script>alert(1)</script> <b onmouseover=\"x()\">bold</b>", {});
    expect(html).not.toMatch(/script|onmouseover/);
    expect(html).toContain("<b>bold</b>");
  });

  it("keeps tables, headings and site links from Markdown", () => {
    const html = renderMarkdown("## Costs\n\n| Route | Price |\n| --- | --- |\n| NY–FL | $900 |\n\nSee [FAQ](/frequently-asked-questions).", {});
    expect(html).toContain("<h2>Costs</h2>");
    expect(html).toContain("<td>$900</td>");
    expect(html).toContain('<a href="/frequently-asked-questions">FAQ</a>');
  });
});

describe("image URL rewriting", () => {
  it("moves an image from the content host to the public host", () => {
    expect(rewriteAssetUrl("https://cms.example.com/wp-content/uploads/car.jpg", hosts)).toBe(
      "https://assets.shiplux.test/wp-content/uploads/car.jpg",
    );
  });

  it("makes a content-host image site-relative when no public host is set", () => {
    expect(rewriteAssetUrl("https://cms.example.com/uploads/car.jpg", { from: "https://cms.example.com/" })).toBe("/uploads/car.jpg");
  });

  it("leaves other hosts and look-alike hosts alone", () => {
    expect(rewriteAssetUrl("https://cdn.other.com/car.jpg", hosts)).toBe("https://cdn.other.com/car.jpg");
    expect(rewriteAssetUrl("https://cms.example.com.evil.net/car.jpg", hosts)).toBe("https://cms.example.com.evil.net/car.jpg");
    expect(rewriteAssetUrl("/images/blog/a.svg", hosts)).toBe("/images/blog/a.svg");
  });

  it("rewrites image sources inside content HTML", () => {
    const html = renderMarkdown("![A carrier](https://cms.example.com/uploads/carrier.png)", hosts);
    expect(html).toContain('src="https://assets.shiplux.test/uploads/carrier.png"');
    expect(html).toContain('alt="A carrier"');
  });
});
