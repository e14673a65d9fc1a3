"use client";

import { clsx } from "clsx";
import type { ComponentProps } from "react";
import { SOLID_NAV_AFTER_PX } from "@/lib/config/layout";
import { useScrolledPast } from "./use-scrolled-past";

type SolidOnScrollProps = ComponentProps<"header"> & {
  as: "header" | "nav";
  /** Classes once the page has scrolled past SOLID_NAV_AFTER_PX, and before. */
  solidClassName: string;
  clearClassName: string;
};

/**
 * A sticky bar that turns solid once the visitor has scrolled past 90 px (`data-solid` says which). Only this
 * wrapper is a client component: the bar's links, logo and buttons are its children, rendered on the server.
 */
export function SolidOnScroll({ as: Bar, solidClassName, clearClassName, className, ...props }: SolidOnScrollProps) {
  const solid = useScrolledPast(SOLID_NAV_AFTER_PX);
  return <Bar {...props} data-solid={solid} className={clsx(className, solid ? solidClassName : clearClassName)} />;
}
