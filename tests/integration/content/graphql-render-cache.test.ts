import { POST } from "@/app/api/graphql/route";
import { GRAPHQL_LIMITS } from "@/lib/content/constants";
import { getContentStore } from "@/lib/content/load/store";
import { renderMarkdown } from "@/lib/content/markdown";
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";

vi.mock("@/lib/content/markdown", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/content/markdown")>();
  return { ...actual, renderMarkdown: vi.fn(actual.renderMarkdown) };
});

type PostsAnswer = { data: Record<string, { nodes: { slug: string; content: string }[] }> };

describe("post bodies served by /api/graphql", () => {
  it("renders each post body once however many aliases ask for it", async () => {
    const posts = getContentStore().posts();
    const aliases = Array.from({ length: GRAPHQL_LIMITS.maxAliases }, (_, i) => `a${i}: posts(first: ${posts.length}) { nodes { slug content } }`);
    const response = await POST(
      new Request("http://127.0.0.1/api/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", [CLIENT_IP_HEADER]: "198.51.100.200" },
        body: JSON.stringify({ query: `{ ${aliases.join(" ")} }` }),
      }),
    );
    expect(response.status).toBe(200);
    const answer = (await response.json()) as PostsAnswer;

    const lists = Object.values(answer.data);
    expect(lists).toHaveLength(GRAPHQL_LIMITS.maxAliases);
    for (const list of lists) expect(list).toEqual(lists[0]);
    expect(lists[0]?.nodes).toHaveLength(posts.length);

    const bodies = new Set(posts.map((p) => p.markdown));
    const bodyRenders = vi.mocked(renderMarkdown).mock.calls.filter(([markdown]) => bodies.has(markdown));
    expect(bodyRenders).toHaveLength(posts.length);
  });
});
