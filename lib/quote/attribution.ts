import { z } from "zod";
import { MAX_TEXT } from "./constants";

export { ATTRIBUTION_KEYS } from "./attribution-keys";

export const attributionSchema = z.object({
  marketing_id: z.string().max(MAX_TEXT).optional(),
  id: z.string().max(MAX_TEXT).optional(),
  source: z.string().max(MAX_TEXT).optional(),
  fbclid: z.string().max(MAX_TEXT).optional(),
});
export type Attribution = z.infer<typeof attributionSchema>;
