/** Whether an Accept-Encoding header allows `coding` (present and not `;q=0`). */
export function acceptsEncoding(header: string | string[] | undefined, coding: string): boolean {
  const value = Array.isArray(header) ? header.join(",") : (header ?? "");
  return value.split(",").some((part) => {
    const [name, ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    if (name !== coding) return false;
    const q = params.find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
