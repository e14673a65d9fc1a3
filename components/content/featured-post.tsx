import { StaticImage } from "@/components/ui/static-image";
import { Link } from "@/components/ui/link";
import { CUT, cutText, formatContentDate, isoDate, type PostSummary } from "@/lib/content";

/** The newest post, large, with its excerpt cut to 150 characters. */
export function FeaturedPost({ post }: { post: PostSummary }) {
  const category = post.categories[0];
  return (
    <article className="grid items-center gap-6 overflow-hidden rounded-2xl border border-line bg-surface-2 lg:grid-cols-2">
      {post.image ? (
        <StaticImage src={post.image.src} alt={post.image.alt} width={post.image.width} height={post.image.height} priority className="h-auto w-full" />
      ) : null}
      <div className="space-y-3 p-6">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand">
          Featured{category ? ` · ${category.name}` : ""}
        </p>
        <h2 className="text-2xl font-extrabold text-fg">
          <Link href={post.href} className="hover:underline">
            {post.title}
          </Link>
        </h2>
        <p className="text-muted">{cutText(post.excerpt, CUT.featuredExcerpt)}</p>
        <p className="text-sm text-muted">
          <time dateTime={isoDate(post.date)}>{formatContentDate(post.date)}</time>
          {post.author ? ` · ${post.author}` : ""}
        </p>
        <Link href={post.href} className="inline-block font-semibold text-brand underline underline-offset-4">
          Read the article<span className="sr-only">: {post.title}</span>
        </Link>
      </div>
    </article>
  );
}
