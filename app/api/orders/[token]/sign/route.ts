import { handleSignPost } from "@/lib/orders";

type Context = { params: Promise<{ token: string }> };

export async function POST(request: Request, { params }: Context): Promise<Response> {
  const { token } = await params;
  return handleSignPost(request, token);
}
