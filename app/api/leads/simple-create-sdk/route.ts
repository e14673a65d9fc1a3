import { handleLeadPost } from "@/lib/leads";

export function POST(request: Request): Promise<Response> {
  return handleLeadPost(request, "sdk");
}
