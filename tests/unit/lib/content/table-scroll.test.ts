import { renderMarkdown } from "@/lib/content/markdown";
import { articleHtml, wrapTablesInScrollers } from "@/lib/content/table-scroll";

const TABLE = "| Vehicle | Open | Enclosed |\n| --- | --- | --- |\n| Sedan | $900 | $1,300 |\n";

describe("content tables", () => {
  it("puts a post's table in a focusable region named by the heading it follows", () => {
    const html = articleHtml(renderMarkdown(`## Prices by "vehicle" & size\n\n${TABLE}`));
    expect(html).toMatch(
      /<div class="table-scroll" role="region" tabindex="0" aria-label="Table: Prices by &quot;vehicle&quot; &amp; size"><table>[\s\S]*<\/table><\/div>/,
    );
  });
  it("names a table without a heading before it 'Table', and wraps every table once", () => {
    const html = articleHtml(renderMarkdown(`${TABLE}\ntext\n\n${TABLE}`));
    expect(html.match(/<div class="table-scroll"/g)).toHaveLength(2);
    expect(html.match(/<\/table><\/div>/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Table"');
  });
  it("prefers the table's caption", () => {
    expect(wrapTablesInScrollers("<h2>Costs</h2><table><caption>Door to door</caption></table>")).toContain(
      'aria-label="Door to door"',
    );
  });
  it("leaves the content service's HTML as a CMS would send it, unwrapped", () => {
    expect(renderMarkdown(TABLE)).not.toContain("table-scroll");
  });
  it("leaves HTML without a table as it is", () => {
    expect(wrapTablesInScrollers("<p>No table</p>")).toBe("<p>No table</p>");
  });
});
