import { StaticImage } from "@/components/ui/static-image";
import { Link } from "@/components/ui/link";
import { formatContentDate, isoDate, type PostDetail } from "@/lib/content";
import { SanitizedHtml } from "./html";

/** The post itself: categories, title, byline, featured image and body. */
export function PostArticle({ post }: { post: PostDetail }) {
  return (
    <>
      <header className="space-y-4">
        <ul className="flex flex-wrap gap-2" aria-label="Categories">
          {post.categories.map((c) => (
            <li key={c.slug}>
              <Link href={c.href} className="rounded-full bg-surface-2 px-3 py-1 text-sm font-semibold text-brand hover:underline">
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
        <h1 className="text-3xl font-extrabold tracking-tight text-fg sm:text-4xl">{post.title}</h1>
        <p className="text-muted">
          {post.author ? `By ${post.author} · ` : ""}
          <time dateTime={isoDate(post.date)}>{formatContentDate(post.date)}</time>
          {post.modified && isoDate(post.modified) !== isoDate(post.date) ? (
            <>
              {" · Updated "}
              <time dateTime={isoDate(post.modified)}>{formatContentDate(post.modified)}</time>
            </>
          ) : null}
        </p>
      </header>
      {post.image ? (
        <StaticImage
          src={post.image.src}
          alt={post.image.alt}
          width={post.image.width}
          height={post.image.height}
         
          priority
          className="h-auto w-full rounded-2xl bg-surface-2"
        />
      ) : null}
      <SanitizedHtml html={post.contentHtml} className="text-lg" />
    </>
  );
}
