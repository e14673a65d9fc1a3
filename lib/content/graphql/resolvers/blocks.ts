import type { Block } from "../../schemas/block";
import type { Image } from "../../schemas/common";
import { rewriteAssetUrl, type AssetHosts } from "../../asset-url";
import { renderInlineMarkdown } from "../../markdown";
import { categorySlug } from "../../text/slug";
import { renderedHtml } from "./rendered-html";

export type GqlImage = Image;
type GqlBlockItem = { icon: string | null; item: string; contentHtml: string | null };
type GqlBlockCard = { image: GqlImage | null; subtitle: string; contentHtml: string };
export type GqlBlock = {
  id: string;
  source: string;
  layout: string;
  title: string | null;
  indexTitle: string | null;
  contentHtml: string | null;
  caption: string | null;
  image: GqlImage | null;
  items: GqlBlockItem[];
  cards: GqlBlockCard[];
  table: { head: string[]; rows: string[][] } | null;
};

/** Card images may be written as a bare src; they are then decorative (the subtitle says it all). */
const CARD_IMAGE_SIZE = { width: 1200, height: 800 };

export function toGqlImage(image: Image, hosts: AssetHosts): GqlImage {
  return { ...image, src: rewriteAssetUrl(image.src, hosts) };
}

/** One content-file block → the GraphQL shape, Markdown rendered to sanitised HTML. */
function toGqlBlock(block: Block, index: number, file: string, hosts: AssetHosts): Omit<GqlBlock, "id"> {
  const base = {
    source: `${file}#blocks.${index}`,
    layout: block.layout,
    title: block.title ?? null,
    indexTitle: block.index_title ?? null,
    contentHtml: null,
    caption: null,
    image: null,
    items: [],
    cards: [],
    table: null,
  };
  switch (block.layout) {
    case "simple_content":
      return { ...base, contentHtml: renderedHtml(block.content, hosts) };
    case "image":
      return { ...base, image: toGqlImage(block.image, hosts), caption: block.caption ?? null };
    case "simple_table":
      return { ...base, caption: block.caption, table: block.table };
    case "cards":
      return {
        ...base,
        cards: block.card.map((card) => ({
          subtitle: card.subtitle,
          contentHtml: renderedHtml(card.content, hosts),
          image:
            card.image === undefined
              ? null
              : typeof card.image === "string"
                ? { src: rewriteAssetUrl(card.image, hosts), alt: "", ...CARD_IMAGE_SIZE }
                : toGqlImage(card.image, hosts),
        })),
      };
    case "list":
      return {
        ...base,
        items: block.list_item.map((li) => ({ icon: li.icon, item: li.item, contentHtml: renderedHtml(li.content, hosts) })),
      };
    case "simple_list":
    case "simple_order_list":
    case "checklist":
    case "faq":
      return {
        ...base,
        items: block.list_item.map((li) => ({
          icon: null,
          item: block.layout === "faq" ? li.item : renderInlineMarkdown(li.item, hosts),
          contentHtml: li.content ? renderedHtml(li.content, hosts) : null,
        })),
      };
  }
}

/** All blocks of a page with anchor ids unique within the page. */
export function toGqlBlocks(blocks: Block[], file: string, hosts: AssetHosts): GqlBlock[] {
  const used = new Set<string>();
  return blocks.map((block, index) => {
    const wanted = categorySlug(block.index_title ?? block.title ?? "") || `block-${index + 1}`;
    let id = wanted;
    for (let n = 2; used.has(id); n++) id = `${wanted}-${n}`;
    used.add(id);
    return { id, ...toGqlBlock(block, index, file, hosts) };
  });
}
