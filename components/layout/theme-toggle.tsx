"use client";

import { useSyncExternalStore } from "react";
import { Icon } from "@/components/ui/icons";
import { applyTheme, readTheme, THEME_CHANGE_EVENT, type Theme } from "@/lib/theme";
import { clsx } from "clsx";

function subscribe(onChange: () => void) {
  window.addEventListener(THEME_CHANGE_EVENT, onChange);
  return () => window.removeEventListener(THEME_CHANGE_EVENT, onChange);
}

const serverTheme = (): Theme | null => null;

/** Switches between light and dark; until the visitor chooses, the inline theme script follows the system setting. */
export function ThemeToggle({ className, withLabel = false }: { className?: string; withLabel?: boolean }) {
  const theme = useSyncExternalStore(subscribe, readTheme, serverTheme);

  const next: Theme = theme === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      onClick={() => applyTheme(next, true)}
      aria-label={withLabel ? undefined : "Dark theme"}
      aria-pressed={theme === null ? undefined : theme === "dark"}
      data-testid="theme-toggle"
      className={clsx("inline-flex h-11 items-center gap-2 rounded-lg px-3 text-fg hover:bg-surface-2", className)}
    >
      <Icon name="moon" className="dark:hidden" />
      <Icon name="sun" className="hidden dark:block" />
      {withLabel ? <span>Dark theme</span> : null}
    </button>
  );
}
