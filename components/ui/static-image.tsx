import type { ComponentProps } from "react";
import { inlineSvg } from "@/lib/content";

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
 * with its intrinsic size (no layout shift), lazy by default. The first screen's image (`priority`) is eager
 * and high priority, and when it is one of the site's own SVGs (1–5 KB) it is written into the HTML as an
 * inline <svg> named by its alt: painted with the first frame, with no request and no separate SVG document to
 * style and lay out (lib/content/inline-svg.ts). Server-only: it reads the file from public/.
 */
export function StaticImage({ priority = false, loading, decoding = "async", alt, src, ...props }: StaticImageProps) {
  const svg = priority ? inlineSvg(src) : null;
  if (svg) {
    const named = alt ? ({ role: "img", "aria-label": alt } as const) : ({ "aria-hidden": true } as const);
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox={svg.viewBox}
        width={props.width}
        height={props.height}
        className={props.className}
        style={props.style}
        {...named}
        dangerouslySetInnerHTML={{ __html: svg.body }}
      />
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- static SVGs: next/image adds client JS and nothing else
    <img
      alt={alt}
      src={src}
      {...props}
      loading={priority ? "eager" : (loading ?? "lazy")}
      decoding={decoding}
      fetchPriority={priority ? "high" : props.fetchPriority}
    />
  );
}
