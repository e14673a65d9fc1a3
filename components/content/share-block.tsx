import { IslandBoundary } from "@/components/ui/island-boundary";
import { CopyLinkButton } from "./copy-link-button";

/** Share to X and Facebook (plain links, no third-party scripts) and copy the link. */
export function ShareBlock({ url, title }: { url: string; title: string }) {
  const x = `https://x.com/intent/post?${new URLSearchParams({ url, text: title })}`;
  const facebook = `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: url })}`;
  const link = "rounded-full border border-line px-4 py-2 font-semibold text-fg hover:border-brand hover:text-brand";
  return (
    <section aria-labelledby="share-heading" className="rounded-2xl bg-surface-2 p-4">
      <h2 id="share-heading" className="mb-3 text-lg font-bold text-fg">
        Share this article
      </h2>
      <div className="flex flex-wrap items-center gap-3">
        <a href={x} target="_blank" rel="noopener noreferrer" className={link}>
          Share on X<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <a href={facebook} target="_blank" rel="noopener noreferrer" className={link}>
          Share on Facebook<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <IslandBoundary>
          <CopyLinkButton url={url} className={link} />
        </IslandBoundary>
      </div>
    </section>
  );
}
