import type { ComponentProps } from "react";
import { inlineSvgSrc } from "@/lib/content";

type StaticImageProps = Omit<ComponentProps<"img">, "width" | "height" | "alt" | "src"> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The page's largest image: never lazy, and one of the site's own SVGs is written into the HTML. */
  priority?: boolean;
};

/**
 * Every image on the site is a small static SVG, so it needs no optimizer and no client code: a plain <img>
 * with its intrinsic size (no layout shift), lazy by default. The LCP image is eager and high priority, and
 * when it is one of the site's own SVGs (1–4 KB) it comes inside the HTML as a data: URL, painted with the
 * first frame instead of a round trip later. Server-only: it reads the file from public/.
 */
export function StaticImage({ priority = false, loading, decoding = "async", alt, src, ...props }: StaticImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- static SVGs: next/image adds client JS and nothing else
    <img
      alt={alt}
      src={(priority && inlineSvgSrc(src)) || src}
      {...props}
      loading={priority ? "eager" : (loading ?? "lazy")}
      decoding={decoding}
      fetchPriority={priority ? "high" : props.fetchPriority}
    />
  );
}
