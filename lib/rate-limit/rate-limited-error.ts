// A refused request over a rate limit: 429 RATE_LIMITED with Retry-After (seconds).
import { ApiError } from "@/lib/core/errors";

export class RateLimitedError extends ApiError {
  constructor(
    readonly retryAfterSeconds: number,
    message = `Too many requests. Try again in ${retryAfterSeconds} s.`,
  ) {
    super("RATE_LIMITED", message);
  }
}
