import { Link } from "@/components/ui/link";
import { cn } from "@/lib/utils";
import type { ComponentProps } from "react";

const base =
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60";

const variants = {
  primary: "bg-brand text-brand-fg hover:bg-brand-strong",
  accent: "bg-accent text-accent-fg hover:brightness-95",
  outline: "border border-line bg-surface text-fg hover:bg-surface-2",
  ghost: "text-fg hover:bg-surface-2",
} as const;

const sizes = {
  sm: "h-9 px-3 text-sm",
  md: "h-11 px-5 text-base",
  lg: "h-13 px-6 text-lg",
  icon: "h-11 w-11",
} as const;

type ButtonStyle = { variant?: keyof typeof variants; size?: keyof typeof sizes };

/**
 * A button's classes: two lookups and a join. Two axes with defaults and no compound variants need no
 * variant library (class-variance-authority sent ~1 KB more to every page). As with every `cn`, a `className`
 * may add utilities but must not override one the variants set (no second height, padding or colour).
 */
function buttonClass({ variant = "primary", size = "md" }: ButtonStyle, className?: string) {
  return cn(base, variants[variant], sizes[size], className);
}

export function Button({ className, variant, size, ...props }: ComponentProps<"button"> & ButtonStyle) {
  return <button className={buttonClass({ variant, size }, className)} {...props} />;
}

export function ButtonLink({ className, variant, size, ...props }: ComponentProps<typeof Link> & ButtonStyle) {
  return <Link className={buttonClass({ variant, size }, className)} {...props} />;
}
