import { cn } from "@/lib/utils";
import { Icon } from "@/components/ui/icons";
import { THEME_TOGGLE_ATTRIBUTE } from "@/lib/theme";

/**
 * Switches between light and dark. The inline theme script handles its clicks (components/inline-scripts/theme.ts), and CSS shows the
 * icon and the name of the theme it switches to, so it sends no script and works before hydration.
 */
export function ThemeToggle({ className, withLabel = false }: { className?: string; withLabel?: boolean }) {
  const label = withLabel ? "" : "sr-only";
  return (
    <button
      type="button"
      {...{ [THEME_TOGGLE_ATTRIBUTE]: "" }}
      data-testid="theme-toggle"
      className={cn("inline-flex h-11 items-center gap-2 rounded-lg px-3 text-fg hover:bg-surface-2", className)}
    >
      <Icon name="moon" className="dark:hidden" />
      <Icon name="sun" className="hidden dark:block" />
      <span className={cn(label, "dark:hidden")}>Switch to dark theme</span>
      <span className={cn(label, "hidden dark:inline")}>Switch to light theme</span>
    </button>
  );
}
