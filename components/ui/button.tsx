import { cva, type VariantProps } from "class-variance-authority";
import { Link } from "@/components/ui/link";
import type { ComponentProps } from "react";
import { clsx } from "clsx";

/**
 * Joined with clsx, not twMerge: client components (the drawer, the quote form) import this file and
 * tailwind-merge would ship to the browser with it. So a `className` may add utilities but must not
 * override one the variants set (no second height, padding or colour).
 */
const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60",
  {
    variants: {
      variant: {
        primary: "bg-brand text-brand-fg hover:bg-brand-strong",
        accent: "bg-accent text-accent-fg hover:brightness-95",
        outline: "border border-line bg-surface text-fg hover:bg-surface-2",
        ghost: "text-fg hover:bg-surface-2",
      },
      size: {
        sm: "h-9 px-3 text-sm",
        md: "h-11 px-5 text-base",
        lg: "h-13 px-6 text-lg",
        icon: "h-11 w-11",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

type Variants = VariantProps<typeof buttonVariants>;

export function Button({ className, variant, size, ...props }: ComponentProps<"button"> & Variants) {
  return <button className={clsx(buttonVariants({ variant, size }), className)} {...props} />;
}

export function ButtonLink({ className, variant, size, ...props }: ComponentProps<typeof Link> & Variants) {
  return <Link className={clsx(buttonVariants({ variant, size }), className)} {...props} />;
}
