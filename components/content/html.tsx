import { cn } from "@/lib/utils";

/** Renders HTML that the content module has already sanitised (never raw input). */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  return <div className={cn("prose-content", className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
