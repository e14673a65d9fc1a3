import { handleDisclosurePdfGet } from "@/lib/orders";

type Context = { params: Promise<{ token: string }> };

// The code printed in it is the booking's own; nothing of it may be cached or prerendered.
export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { token } = await params;
  return handleDisclosurePdfGet(request, token);
}
