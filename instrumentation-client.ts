/**
 * Runs in the browser before any of the app's code (Next.js's client instrumentation file).
 *
 * Zod 4 probes `new Function("")` once, on the first object it parses, to choose its compiled parser. The
 * site's CSP allows no eval (docs/security.md), so the probe throws, which zod handles, but the browser still
 * reports it as a `securitypolicyviolation`. `jitless` makes zod skip the probe and use its plain parser.
 */
import { config } from "zod/v4/core";

config({ jitless: true });
