import { StaticImage } from "@/components/ui/static-image";
import { Link } from "@/components/ui/link";
import { CUT, cutText, formatContentDate, isoDate, type PostSummary } from "@/lib/content";

/** A blog card: primary category, title cut to 35, excerpt cut to 120, formatted date. */
export function PostCard({ post, headingLevel = 2 }: { post: PostSummary; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const category = post.categories[0];
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface transition-colors focus-within:border-brand hover:border-brand">
      {post.image ? (
        <StaticImage src={post.image.src} alt="" width={post.image.width} height={post.image.height} className="h-auto w-full bg-surface-2" />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        {category ? <p className="text-sm font-semibold uppercase tracking-wide text-brand">{category.name}</p> : null}
        <Heading className="text-lg font-bold text-fg" title={post.title}>
          <Link href={post.href} className="after:absolute after:inset-0">
            {cutText(post.title, CUT.cardTitle)}
          </Link>
        </Heading>
        <p className="text-muted">{cutText(post.excerpt, CUT.cardExcerpt)}</p>
        <time dateTime={isoDate(post.date)} className="mt-auto text-sm text-muted">
          {formatContentDate(post.date)}
        </time>
      </div>
    </article>
  );
}
