import { handleCardReturn } from "@/lib/payments";

type Context = { params: Promise<{ token: string }> };

export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { token } = await params;
  return handleCardReturn(request, token);
}
