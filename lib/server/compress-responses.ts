import type { IncomingMessage, ServerResponse } from "node:http";
import { constants, type BrotliOptions } from "node:zlib";
import compression from "compression";
import { sendPrecompressedPages, type PrecompressedPages } from "./precompressed-pages";

/**
 * Brotli quality for what Next.js renders, compressed as it is sent (a prerendered page goes as the build's copy,
 * ./precompressed-pages.ts, unless it was rendered anew).
 * Measured on the home page's HTML (232 KB with its stylesheet inlined): quality 5 gives 24.7 KB in 1.8 ms,
 * gzip 45.4 KB in 2.7 ms, quality 11 21.7 KB in 135 ms (too slow per request; the build's hashed scripts
 * get quality 11 once, in ./precompressed-assets.ts). Brotli's window reaches the stylesheet's second copy
 * in the RSC payload, which gzip's 32 KB window does not.
 */
const RESPONSE_BROTLI_QUALITY = 5;
/** The Brotli options of that on-the-fly compression (the bench and the budgets compress as it does). */
export const RESPONSE_BROTLI_OPTIONS: BrotliOptions = {
  params: { [constants.BROTLI_PARAM_QUALITY]: RESPONSE_BROTLI_QUALITY },
};

const middleware = compression({ brotli: RESPONSE_BROTLI_OPTIONS });

/**
 * Compresses the response `next` writes: a prerendered page the build compressed goes as that copy
 * (./precompressed-pages.ts), anything else as Brotli for browsers that accept it, else gzip, for compressible
 * types over 1 KB (the `compression` package's rules: Vary, HEAD, `no-transform` and ranges respected).
 * next.config.ts turns off Next.js's own gzip so a body is never compressed twice.
 */
export function compressResponse(
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
  pages: PrecompressedPages = new Map(),
): void {
  // The package is written for Express; it uses only Node's request and response underneath.
  (middleware as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void)(req, res, () => {
    sendPrecompressedPages(req, res, pages);
    next();
  });
}
