import { handleLeadPost } from "@/lib/leads/http/handle-lead";

export function POST(request: Request): Promise<Response> {
  return handleLeadPost(request, "international");
}
