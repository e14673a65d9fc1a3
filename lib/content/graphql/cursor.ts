import { GraphQLError } from "graphql";
import { CURSOR_PREFIX, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "../constants";

/** Opaque cursors the way WPGraphQL writes them: base64("arrayconnection:<offset>"). */
function encodeCursor(offset: number): string {
  return Buffer.from(`${CURSOR_PREFIX}${offset}`, "utf8").toString("base64");
}

function decodeCursor(cursor: string): number {
  const text = Buffer.from(cursor, "base64").toString("utf8");
  const offset = Number(text.slice(CURSOR_PREFIX.length));
  if (!text.startsWith(CURSOR_PREFIX) || !Number.isInteger(offset) || offset < 0) {
    throw new GraphQLError(`Invalid cursor "${cursor}"`, { extensions: { code: "BAD_USER_INPUT" } });
  }
  return offset;
}

export type ConnectionArgs = { first?: number | null; last?: number | null; after?: string | null; before?: string | null };

export type Connection<T> = {
  nodes: T[];
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
};

/** Slices a list as a Relay connection; `first` defaults to DEFAULT_PAGE_SIZE and is capped at MAX_PAGE_SIZE, as in WPGraphQL. */
export function toConnection<T>(items: T[], args: ConnectionArgs): Connection<T> {
  let start = args.after ? decodeCursor(args.after) + 1 : 0;
  let end = args.before ? Math.min(decodeCursor(args.before), items.length) : items.length;
  if (args.last != null && args.first == null) {
    start = Math.max(start, end - clamp(args.last));
  } else {
    end = Math.min(end, start + clamp(args.first ?? DEFAULT_PAGE_SIZE));
  }
  const edges = items.slice(start, end).map((node, i) => ({ cursor: encodeCursor(start + i), node }));
  return {
    nodes: edges.map((e) => e.node),
    edges,
    pageInfo: {
      hasNextPage: end < items.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

function clamp(n: number): number {
  if (!Number.isInteger(n) || n < 0) {
    throw new GraphQLError("first/last must be a non-negative integer", { extensions: { code: "BAD_USER_INPUT" } });
  }
  return Math.min(n, MAX_PAGE_SIZE);
}
