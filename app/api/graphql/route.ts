import { answerGraphqlHttp } from "@/lib/content";

/**
 * The content service over HTTP: the same schema the build uses in-process, for a CMS or a remote site.
 * Off in production unless CONTENT_GRAPHQL_PUBLIC=true; rate-limited and cost-limited when on.
 */
export const runtime = "nodejs";

export const GET = answerGraphqlHttp;
export const POST = answerGraphqlHttp;
