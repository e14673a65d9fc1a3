/** WPGraphQL's global ids: base64("<type>:<databaseId>"), e.g. base64("post:12"). */
export function toGlobalId(type: "post" | "term" | "user" | "post_media", id: number | string): string {
  return Buffer.from(`${type}:${id}`, "utf8").toString("base64");
}

export function fromGlobalId(globalId: string): { type: string; id: string } | null {
  const text = Buffer.from(globalId, "base64").toString("utf8");
  const colon = text.indexOf(":");
  return colon > 0 ? { type: text.slice(0, colon), id: text.slice(colon + 1) } : null;
}
