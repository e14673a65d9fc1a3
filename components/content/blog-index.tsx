import { Link } from "@/components/ui/link";
import { LISTING_PAGES, type BlogPage } from "@/lib/content";
import { Breadcrumbs } from "./breadcrumbs";
import { FeaturedPost } from "./featured-post";
import { Pagination, blogPageHref } from "./pagination";
import { PostGrid } from "./post-grid";

/** /blog and /blog/page/n: featured post on the first page, then the card grid and page links. */
export function BlogIndex({ data }: { data: BlogPage }) {
  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-8 sm:px-6">
      {data.page > 1 ? (
        <Breadcrumbs items={[{ name: "Blog", href: "/blog" }, { name: `Page ${data.page}`, href: blogPageHref(data.page) }]} />
      ) : null}
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-fg sm:text-4xl">
            {LISTING_PAGES.blog.heading}
            {data.page > 1 ? <span className="text-muted">: page {data.page}</span> : null}
          </h1>
          <p className="mt-2 max-w-prose text-muted">{LISTING_PAGES.blog.description}</p>
        </div>
        <Link href="/category" className="font-semibold text-brand underline underline-offset-4">
          All categories
        </Link>
      </header>
      {data.featured ? <FeaturedPost post={data.featured} /> : null}
      {data.posts.length ? (
        <section aria-labelledby="latest-posts">
          <h2 id="latest-posts" className="mb-4 text-2xl font-bold text-fg">
            {data.page === 1 ? "Latest articles" : "More articles"}
          </h2>
          <PostGrid posts={data.posts} headingLevel={3} />
        </section>
      ) : null}
      <Pagination page={data.page} totalPages={data.totalPages} />
    </div>
  );
}
