import { handleSignedPdfGet } from "@/lib/orders";

type Context = { params: Promise<{ token: string }> };

// Each request reads the booking's own signed order; nothing of it may be cached or prerendered.
export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { token } = await params;
  return handleSignedPdfGet(request, token);
}
