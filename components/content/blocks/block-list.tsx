import type { ComponentType } from "react";
import type { ContentBlock } from "@/lib/content";
import { BulletedListBlock } from "./bulleted-list-block";
import { CardGridBlock } from "./card-grid-block";
import { ChecklistBlock } from "./checklist-block";
import { FaqBlock } from "./faq-block";
import { IconListBlock } from "./icon-list-block";
import { ImageBlock } from "./image-block";
import { OrderedListBlock } from "./ordered-list-block";
import { SimpleContentBlock } from "./simple-content-block";
import { TableBlock } from "./table-block";

const RENDERERS: Record<string, ComponentType<{ block: ContentBlock }>> = {
  simple_content: SimpleContentBlock,
  simple_list: BulletedListBlock,
  simple_order_list: OrderedListBlock,
  image: ImageBlock,
  simple_table: TableBlock,
  list: IconListBlock,
  checklist: ChecklistBlock,
  cards: CardGridBlock,
  faq: FaqBlock,
};

/** Throws for a layout with no renderer, so a new CMS block kind fails the build instead of vanishing. */
export function rendererFor(block: ContentBlock): ComponentType<{ block: ContentBlock }> {
  const Renderer = Object.hasOwn(RENDERERS, block.layout) ? RENDERERS[block.layout] : undefined;
  if (!Renderer) {
    throw new Error(
      `Unknown block layout "${block.layout}" at ${block.source}.layout; known layouts: ${Object.keys(RENDERERS).join(", ")}`,
    );
  }
  return Renderer;
}

/** A page body: each block in its own section, anchored for the table of contents. */
export function BlockList({ blocks }: { blocks: ContentBlock[] }) {
  return (
    <div className="space-y-12">
      {blocks.map((block, index) => {
        const Renderer = rendererFor(block);
        return (
          <section key={block.id} id={block.id} className={index === 0 ? "scroll-mt-24" : "below-fold scroll-mt-24"}>
            <Renderer block={block} />
          </section>
        );
      })}
    </div>
  );
}
