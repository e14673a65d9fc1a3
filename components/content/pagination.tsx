import { Link } from "@/components/ui/link";
import { cn } from "@/lib/utils";

/** Numbered pages: page 1 is /blog, page n is /blog/page/n. */
export const blogPageHref = (page: number) => (page === 1 ? "/blog" : `/blog/page/${page}`);

export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1);
  return (
    <nav aria-label="Blog pages" className="flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link href={blogPageHref(page - 1)} rel="prev" className="rounded-full border border-line px-4 py-2 hover:border-brand">
          Newer posts
        </Link>
      ) : null}
      <ol className="flex gap-1">
        {pages.map((n) => (
          <li key={n}>
            <Link
              href={blogPageHref(n)}
              aria-current={n === page ? "page" : undefined}
              aria-label={`Page ${n}`}
              className={cn(
                "flex size-10 items-center justify-center rounded-full border border-line",
                n === page ? "bg-brand text-brand-fg" : "hover:border-brand",
              )}
            >
              {n}
            </Link>
          </li>
        ))}
      </ol>
      {page < totalPages ? (
        <Link href={blogPageHref(page + 1)} rel="next" className="rounded-full border border-line px-4 py-2 hover:border-brand">
          Older posts
        </Link>
      ) : null}
    </nav>
  );
}
