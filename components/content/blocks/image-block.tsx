import { StaticImage } from "@/components/ui/static-image";
import type { ContentBlock } from "@/lib/content";
import { BlockHeading } from "./block-heading";

export function ImageBlock({ block }: { block: ContentBlock }) {
  if (!block.image) throw new Error(`Block ${block.source} (image) has no image`);
  return (
    <figure>
      <BlockHeading block={block} />
      <StaticImage
        src={block.image.src}
        alt={block.image.alt}
        width={block.image.width}
        height={block.image.height}
       
        className="h-auto w-full rounded-2xl bg-surface-2"
      />
      {block.caption ? <figcaption className="mt-2 text-sm text-muted">{block.caption}</figcaption> : null}
    </figure>
  );
}
