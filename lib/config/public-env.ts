import { z } from "zod";

// Zod 4 probes `new Function("")` on the first object it parses, to choose its compiled parser. The site's CSP
// allows no eval (docs/security.md): the probe throws, zod copes, but the browser reports a
// `securitypolicyviolation`. `jitless` skips the probe. Set here because this module is the first zod the
// browser runs (the API clients import it, and it parses at load); the server keeps the compiled parser.
if (typeof window !== "undefined") z.config({ jitless: true });

/**
 * The only configuration the browser sees. Next.js inlines NEXT_PUBLIC_* at build time, so each one is
 * read by its literal name here and validated; none of them is a secret.
 */
const publicEnvSchema = z.object({
  /** Base path of the site's API, default /api. */
  apiBase: z
    .string()
    .regex(/^\/[a-z0-9/_-]*$/i, "NEXT_PUBLIC_API_BASE must be a path such as /api")
    .transform((v) => v.replace(/\/+$/, ""))
    .default("/api"),
  /** Google Tag Manager container id (GTM-XXXX); no tag at all when unset. */
  gtmId: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/, "NEXT_PUBLIC_GTM_ID must look like GTM-XXXXXXX")
    .optional(),
});

export type PublicEnv = z.infer<typeof publicEnvSchema>;

const blankToUndefined = (v: string | undefined) => (v && v.trim() !== "" ? v.trim() : undefined);

export const publicEnv: PublicEnv = publicEnvSchema.parse({
  apiBase: blankToUndefined(process.env.NEXT_PUBLIC_API_BASE),
  gtmId: blankToUndefined(process.env.NEXT_PUBLIC_GTM_ID),
});
