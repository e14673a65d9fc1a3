import { handleShipmentEventPost } from "@/lib/shipments/server";

export function POST(request: Request): Promise<Response> {
  return handleShipmentEventPost(request);
}
