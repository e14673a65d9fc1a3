/**
 * The category slug rule shared with WordPress-style URLs: lowercase, every run of non-alphanumerics
 * becomes one dash, no leading or trailing dash ("Heavy Equipment" → "heavy-equipment").
 */
export function categorySlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
