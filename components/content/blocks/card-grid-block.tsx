import { StaticImage } from "@/components/ui/static-image";
import type { ContentBlock } from "@/lib/content";
import { SanitizedHtml } from "../html";
import { BlockHeading } from "./block-heading";

export function CardGridBlock({ block }: { block: ContentBlock }) {
  return (
    <>
      <BlockHeading block={block} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {block.cards.map((card, index) => (
          <li key={index} className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface">
            {card.image ? (
              <StaticImage src={card.image.src} alt={card.image.alt} width={card.image.width} height={card.image.height} className="h-auto w-full bg-surface-2" />
            ) : null}
            <div className="p-4">
              <h3 className="mb-2 text-lg font-semibold text-fg">{card.subtitle}</h3>
              <SanitizedHtml html={card.contentHtml} className="text-muted" />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
