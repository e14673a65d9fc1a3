/**
 * Joins the class names that are set; `false`, `null` and `undefined` are skipped. It does not merge: a later
 * utility does not override an earlier one, so a component's `className` may add utilities but must not restate
 * one the component sets. Client components draw their classes with it too, and clsx (0.4 KB, with object and
 * array forms the site never uses) or tailwind-merge (~8 KB) would go to the browser with each of them.
 */
export function cn(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(" ");
}
