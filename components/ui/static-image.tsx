import type { ComponentProps } from "react";

type StaticImageProps = Omit<ComponentProps<"img">, "width" | "height" | "alt" | "src"> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The page's largest image: fetched early and never lazy. */
  priority?: boolean;
};

/**
 * Every image on the site is a small static SVG, so it needs no optimizer and no client code: a plain <img>
 * with its intrinsic size (no layout shift), lazy by default, eager and high priority for the LCP image.
 */
export function StaticImage({ priority = false, loading, decoding = "async", alt, ...props }: StaticImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- static SVGs: next/image adds client JS and nothing else
    <img
      alt={alt}
      {...props}
      loading={priority ? "eager" : (loading ?? "lazy")}
      decoding={decoding}
      fetchPriority={priority ? "high" : props.fetchPriority}
    />
  );
}
