import { handleOpportunityGet } from "@/lib/leads/http/handle-opportunity";

export function GET(request: Request): Promise<Response> {
  return handleOpportunityGet(request);
}
