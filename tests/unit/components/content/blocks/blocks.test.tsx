// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { BlockList, rendererFor } from "@/components/content/blocks/block-list";
import { BannerBlock } from "@/components/content/blocks/banner-block";
import { TableOfContents } from "@/components/content/blocks/table-of-contents";
import { toGqlBlocks } from "@/lib/content/graphql/resolvers/blocks";
import type { Block } from "@/lib/content/schemas/block";

/** Blocks go through the same conversion the GraphQL service applies (Markdown → sanitised HTML). */
function blocks(...input: Block[]) {
  return toGqlBlocks(input, "services/test.yaml", {});
}

describe("content block renderers", () => {
  it("renders simple_content as a heading and Markdown HTML", () => {
    render(<BlockList blocks={blocks({ layout: "simple_content", title: "How it works", content: "We **book** a carrier." })} />);
    expect(screen.getByRole("heading", { level: 2, name: "How it works" })).toBeInTheDocument();
    expect(screen.getByText("book").tagName).toBe("STRONG");
  });

  it("renders simple_list as a bulleted list", () => {
    render(<BlockList blocks={blocks({ layout: "simple_list", title: "Bring", list_item: [{ item: "Keys" }, { item: "Registration", content: "A copy is fine." }] })} />);
    const list = screen.getByRole("list");
    expect(list.tagName).toBe("UL");
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByText("A copy is fine.")).toBeInTheDocument();
  });

  it("renders simple_order_list as a numbered list of steps", () => {
    render(<BlockList blocks={blocks({ layout: "simple_order_list", list_item: [{ item: "Get a quote" }, { item: "Book" }] })} />);
    const list = screen.getByRole("list");
    expect(list.tagName).toBe("OL");
    expect(within(list).getAllByRole("listitem")[1]).toHaveTextContent("Step 2: Book");
  });

  it("renders an image block with alt text and caption", () => {
    render(<BlockList blocks={blocks({ layout: "image", image: { src: "/images/illustrations/boat.svg", alt: "A boat on a trailer", width: 1200, height: 800 }, caption: "Boats up to 55 ft" })} />);
    expect(screen.getByRole("img", { name: "A boat on a trailer" })).toHaveAttribute("src", "/images/illustrations/boat.svg");
    expect(screen.getByText("Boats up to 55 ft").tagName).toBe("FIGCAPTION");
  });

  it("renders simple_table with its caption, column and row headers", () => {
    render(<BlockList blocks={blocks({ layout: "simple_table", caption: "Typical prices", table: { head: ["Route", "Open", "Enclosed"], rows: [["NY to FL", "$900", "$1,400"]] } })} />);
    const table = screen.getByRole("table", { name: "Typical prices" });
    expect(within(table).getAllByRole("columnheader").map((c) => c.textContent)).toEqual(["Route", "Open", "Enclosed"]);
    expect(within(table).getByRole("rowheader", { name: "NY to FL" })).toBeInTheDocument();
  });

  it("renders list items with their icons and explanations", () => {
    const { container } = render(
      <BlockList blocks={blocks({ layout: "list", title: "Who helps", list_item: [{ icon: "person", item: "Your advisor", content: "One person from quote to delivery." }] })} />,
    );
    expect(screen.getByText("Your advisor")).toBeInTheDocument();
    expect(container.querySelector("svg[aria-hidden='true'] path")).not.toBeNull();
  });

  it("renders a checklist with one item per line", () => {
    render(<BlockList blocks={blocks({ layout: "checklist", title: "Before pickup", list_item: [{ item: "Wash the car" }, { item: "Remove toll tags" }] })} />);
    expect(within(screen.getByRole("list", { name: "Before pickup" })).getAllByRole("listitem")).toHaveLength(2);
  });

  it("renders cards as a grid of titled cards", () => {
    render(
      <BlockList
        blocks={blocks({
          layout: "cards",
          title: "Trailers",
          card: [
            { subtitle: "Open", content: "Cheapest." },
            { subtitle: "Enclosed", content: "Protected.", image: { src: "/images/illustrations/car-carrier-enclosed.svg", alt: "Enclosed trailer", width: 1200, height: 800 } },
          ],
        })}
      />,
    );
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Open", "Enclosed"]);
    expect(screen.getByRole("img", { name: "Enclosed trailer" })).toBeInTheDocument();
  });

  it("renders faq as native details in one exclusive group, each question a heading in its summary", () => {
    const { container } = render(
      <BlockList
        blocks={blocks({
          layout: "faq",
          title: "Questions",
          list_item: [
            { item: "How long?", content: "A week." },
            { item: "How much?", content: "It depends." },
          ],
        })}
      />,
    );
    const questions = [...container.querySelectorAll("details")];
    expect(questions).toHaveLength(2);
    // One name for the block: the browser keeps one answer open, with no script.
    expect(new Set(questions.map((d) => d.getAttribute("name"))).size).toBe(1);
    expect(questions.every((d) => !d.open)).toBe(true);
    expect(questions.map((d) => d.querySelector("summary h3")?.textContent)).toEqual(["How long?", "How much?"]);
    // A link to a question names a mark inside its answer, so the browser opens the question for it.
    const target = questions[1]?.querySelector('[id$="-answer"] > [id]');
    expect(target?.id).toMatch(/\S/);
    expect(questions.every((d) => !d.id)).toBe(true);
    expect(document.getElementById(`${target?.id}-answer`)).toHaveTextContent("It depends.");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("anchors each block so the table of contents links to it", () => {
    const list = blocks(
      { layout: "simple_content", index_title: "Costs", title: "What it costs", content: "A." },
      { layout: "simple_content", content: "No index title." },
      { layout: "checklist", index_title: "Checklist", list_item: [{ item: "x" }] },
    );
    const { container } = render(
      <>
        <TableOfContents blocks={list} />
        <BlockList blocks={list} />
      </>,
    );
    const links = within(screen.getByRole("navigation", { name: "On this page" })).getAllByRole("link");
    expect(links.map((l) => l.getAttribute("href"))).toEqual(["#costs", "#checklist"]);
    expect(container.querySelector("section#costs")).not.toBeNull();
  });

  it("renders the banner with a quote link and phone number", () => {
    render(<BannerBlock />);
    expect(screen.getByRole("link", { name: "Get a free quote" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^Call / })).toHaveAttribute("href", expect.stringMatching(/^tel:\+1/));
  });

  it("reports an unknown block layout with its source instead of skipping it", () => {
    const [block] = blocks({ layout: "simple_content", content: "x" });
    if (!block) throw new Error("expected a block");
    const unknown = { ...block, layout: "carousel" };
    expect(() => rendererFor(unknown)).toThrow('Unknown block layout "carousel" at services/test.yaml#blocks.0.layout');
    expect(() => render(<BlockList blocks={[unknown]} />)).toThrow(/carousel/);
  });
});
