import { handleStripeWebhook } from "@/lib/payments";

export async function POST(request: Request): Promise<Response> {
  return handleStripeWebhook(request);
}
