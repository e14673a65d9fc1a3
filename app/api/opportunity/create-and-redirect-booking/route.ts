import { handleOpportunityGet } from "@/lib/booking/server";

export function GET(request: Request): Promise<Response> {
  return handleOpportunityGet(request);
}
