import { Link } from "@/components/ui/link";
import { siteConfig } from "@/lib/config/site";

/**
 * The wordmark: a drawn mark plus the brand name as real text (no image request, no layout shift). `narrow`:
 * below 360 px only the mark shows (the name is still the link's), to leave a bar's controls room on one row.
 */
export function Logo({ className = "", narrow = false }: { className?: string; narrow?: boolean }) {
  return (
    <Link href="/" className={`inline-flex items-center gap-2 font-extrabold tracking-tight ${className}`}>
      <svg viewBox="0 0 32 32" width={28} height={28} aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--brand)" />
        <path d="M7 20h13l5-6h-6l-2-4H9z" fill="var(--brand-fg)" />
        <circle cx="11" cy="22" r="2.4" fill="var(--accent)" />
        <circle cx="20" cy="22" r="2.4" fill="var(--accent)" />
      </svg>
      <span className={narrow ? "text-lg max-[22.5rem]:sr-only" : "text-lg"}>{siteConfig.name}</span>
      <span className="sr-only">home</span>
    </Link>
  );
}
