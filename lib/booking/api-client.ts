import { publicEnv } from "@/lib/config/public-env";
import { REQUEST_FAILED_MESSAGE } from "@/lib/quote";
import { confirmResultSchema, type ConfirmResult } from "./confirm-schema";

/** What the page shows when the answer never came or could not be read. */
const CONFIRM_FAILURE: ConfirmResult = { status_code: 500, description: REQUEST_FAILED_MESSAGE };

function confirmUrl(token: string): string {
  return `${publicEnv.apiBase}/opportunity/${encodeURIComponent(token)}/confirm`;
}

/** Browser side of the confirm route. Never throws: a network or parse failure becomes CONFIRM_FAILURE. */
export async function postConfirm(token: string, body: unknown): Promise<ConfirmResult> {
  try {
    const response = await fetch(confirmUrl(token), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    const parsed = confirmResultSchema.safeParse(await response.json());
    if (parsed.success) return parsed.data;
    console.error(new Error("Booking confirm answered an unexpected body", { cause: parsed.error }));
  } catch (error) {
    console.error(new Error("Booking confirm failed", { cause: error }));
  }
  return CONFIRM_FAILURE;
}
