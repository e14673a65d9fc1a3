import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { JsonLd } from "@/components/ui/json-ld";
import { Breadcrumbs } from "@/components/content/breadcrumbs";
import { PostArticle } from "@/components/content/post-article";
import { PostGrid } from "@/components/content/post-grid";
import { ShareBlock } from "@/components/content/share-block";
import { BannerBlock } from "@/components/content/blocks/banner-block";
import { absoluteUrl, blogPostingJsonLd, contentMetadata, getAllPosts, getPost, getRelatedPosts } from "@/lib/content";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export async function generateStaticParams() {
  return (await getAllPosts()).map((post) => ({ slug: post.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await getPost((await params).slug);
  if (!post) return {};
  return contentMetadata({
    title: post.title,
    description: post.excerpt,
    path: post.href,
    image: post.image,
    type: "article",
    publishedTime: post.date,
    modifiedTime: post.modified,
  });
}

export default async function PostPage({ params }: Props) {
  const post = await getPost((await params).slug);
  if (!post) notFound();
  const related = await getRelatedPosts(post);
  const primary = post.categories[0];
  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-8 sm:px-6">
      <Breadcrumbs
        items={[
          { name: "Blog", href: "/blog" },
          ...(primary ? [{ name: primary.name, href: primary.href }] : []),
          { name: post.title, href: post.href },
        ]}
      />
      <article className="mx-auto max-w-3xl space-y-8">
        <PostArticle post={post} />
        <ShareBlock url={absoluteUrl(post.href)} title={post.title} />
      </article>
      <JsonLd data={blogPostingJsonLd(post)} />
      {related.length ? (
        <section aria-labelledby="related-heading" className="below-fold">
          <h2 id="related-heading" className="mb-4 text-2xl font-bold text-fg">
            Related articles
          </h2>
          <PostGrid posts={related} headingLevel={3} />
        </section>
      ) : null}
      <BannerBlock />
    </div>
  );
}
