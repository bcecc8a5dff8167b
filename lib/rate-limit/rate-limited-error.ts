// A refused request over a rate limit: 429 RATE_LIMITED with Retry-After (seconds).
import { ApiError, type Worded } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";

export class RateLimitedError extends ApiError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string | Worded = refusal("refusals.request.tooManyRequests", { seconds: retryAfterSeconds }),
  ) {
    super("RATE_LIMITED", message);
  }
}
