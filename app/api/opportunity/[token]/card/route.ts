import { handleCardSetup } from "@/lib/payments";
import { PAYMENT_TERMS } from "@/lib/shipments/server";

type Context = { params: Promise<{ token: string }> };

export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { token } = await params;
  return handleCardSetup(request, token, PAYMENT_TERMS.findSignedOrder);
}
