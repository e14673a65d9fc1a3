import type { ContentBlock } from "@/lib/content";
import { SanitizedHtml } from "../html";
import { BlockHeading } from "./block-heading";

export function SimpleContentBlock({ block }: { block: ContentBlock }) {
  return (
    <>
      <BlockHeading block={block} />
      <SanitizedHtml html={block.contentHtml ?? ""} />
    </>
  );
}
