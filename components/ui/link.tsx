"use client";

import NextLink from "next/link";
import { useState, type ComponentProps } from "react";

type LinkProps = ComponentProps<typeof NextLink>;

/**
 * The site's internal link: Next.js's Link, prefetching on intent (pointer over it, focus, touch) instead
 * of as soon as it scrolls into view. Viewport prefetching also downloads every linked page's scripts, so
 * a landing page whose logo links home loaded the home page's code too (16 KB on /quote) before the
 * visitor did anything; on a phone that is data and main-thread time spent on pages never opened.
 */
export function Link({ prefetch, onMouseEnter, onFocus, onTouchStart, ...props }: LinkProps) {
  const [intent, setIntent] = useState(false);
  const wake = () => setIntent(true);
  return (
    <NextLink
      {...props}
      prefetch={prefetch === false ? false : intent ? prefetch : false}
      onMouseEnter={(event) => {
        wake();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        wake();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        wake();
        onTouchStart?.(event);
      }}
    />
  );
}
