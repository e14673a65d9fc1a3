"use client";

import { useId, useRef, useState, type KeyboardEventHandler, type ReactNode, type Ref } from "react";
import { cn } from "@/lib/utils";
import { useEarlyPick } from "./use-early-pick";

type TabItem = { id: string; label: ReactNode; panel: ReactNode };

/** The index a key moves to from tab `index` of `count` (it may run off either end: the caller wraps it). */
function tabForKey(key: string, index: number, count: number): number | undefined {
  const moves: Record<string, number> = {
    ArrowRight: index + 1,
    ArrowDown: index + 1,
    ArrowLeft: index - 1,
    ArrowUp: index - 1,
    Home: 0,
    End: count - 1,
  };
  return moves[key];
}

type TabsProps = {
  items: TabItem[];
  label: string;
  defaultId?: string;
  className?: string;
  tabListClassName?: string;
  testId?: string;
};

/**
 * WAI-ARIA tabs with automatic activation: arrows move and select, Home/End jump, only the selected tab is in
 * the Tab order. Panels are rendered by the server and only the selected one is shown. A tab tapped before
 * hydration is selected once the tabs are live (use-early-pick.ts).
 */
export function Tabs({ items, label, defaultId, className, tabListClassName, testId }: TabsProps) {
  const [selected, setSelected] = useState(defaultId ?? items[0]?.id);
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const root = useRef<HTMLDivElement>(null);
  const earlyPick = useEarlyPick(root, (button) => {
    const item = items[tabs.current.findIndex((tab) => tab === button)];
    if (item) setSelected(item.id);
  });

  const select = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    setSelected(item.id);
    tabs.current[(index + items.length) % items.length]?.focus();
  };

  return (
    <div ref={root} {...earlyPick} className={className} data-testid={testId} data-selected={selected}>
      <div role="tablist" aria-label={label} className={cn("flex flex-wrap gap-2", tabListClassName)}>
        {items.map((item, index) => (
          <Tab
            key={item.id}
            item={item}
            baseId={baseId}
            isSelected={item.id === selected}
            tabRef={(el) => {
              tabs.current[index] = el;
            }}
            onSelect={() => setSelected(item.id)}
            onKeyDown={(e) => {
              const target = tabForKey(e.key, index, items.length);
              if (target === undefined) return;
              e.preventDefault();
              select(target);
            }}
          />
        ))}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          hidden={item.id !== selected}
          tabIndex={0}
          className="mt-6 focus-visible:outline-offset-4"
        >
          {item.id === selected ? item.panel : null}
        </div>
      ))}
    </div>
  );
}

/** One tab: in the Tab order only while selected, and naming the panel it controls. */
function Tab({
  item,
  baseId,
  isSelected,
  tabRef,
  onSelect,
  onKeyDown,
}: {
  item: TabItem;
  baseId: string;
  isSelected: boolean;
  tabRef: Ref<HTMLButtonElement>;
  onSelect: () => void;
  onKeyDown: KeyboardEventHandler<HTMLButtonElement>;
}) {
  return (
    <button
      ref={tabRef}
      type="button"
      role="tab"
      id={`${baseId}-tab-${item.id}`}
      aria-selected={isSelected}
      aria-controls={`${baseId}-panel-${item.id}`}
      tabIndex={isSelected ? 0 : -1}
      onClick={onSelect}
      onKeyDown={onKeyDown}
      className={cn(
        "rounded-full border px-4 py-2 text-sm font-semibold transition-colors",
        isSelected ? "border-brand bg-brand text-brand-fg" : "border-line bg-surface text-fg hover:bg-surface-2",
      )}
    >
      {item.label}
    </button>
  );
}
