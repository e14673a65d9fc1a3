export { RATE_LIMIT_BUCKETS } from "./buckets";
export { consume, pruneRateLimits } from "./consume";
export { MemoryRateLimiter, budgetLimiter } from "./memory";
