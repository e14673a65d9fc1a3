import { handleConfirmPost } from "@/lib/booking/server";

type Context = { params: Promise<{ token: string }> };

export async function POST(request: Request, { params }: Context): Promise<Response> {
  const { token } = await params;
  return handleConfirmPost(request, token);
}
