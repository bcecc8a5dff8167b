import { describe, expect, it } from "vitest";
import { MAX_POSTS, parseRetryAfter, retryDelayMs, RETRY_DELAYS_MS } from "@/lib/feed/retry-schedule";

describe("retry schedule", () => {
  it("follows the Standard Webhooks delays with ±10 % jitter, then gives up", () => {
    expect(RETRY_DELAYS_MS.map((d) => d / 1000)).toEqual([5, 300, 1800, 7200, 18000, 36000, 50400, 72000, 86400]);
    RETRY_DELAYS_MS.forEach((d, i) => {
      expect(retryDelayMs(i + 1, { random: () => 0 })).toBe(Math.round(d * 0.9));
      expect(retryDelayMs(i + 1, { random: () => 1 })).toBe(Math.round(d * 1.1));
    });
    expect(retryDelayMs(MAX_POSTS)).toBeNull();
    expect(MAX_POSTS).toBe(10);
  });

  it("never comes back earlier than Retry-After asked, capped at 24 h", () => {
    expect(retryDelayMs(1, { random: () => 0.5, retryAfterMs: 60_000 })).toBe(60_000);
    expect(retryDelayMs(3, { random: () => 0.5, retryAfterMs: 60_000 })).toBe(1800_000);
    expect(retryDelayMs(1, { random: () => 0.5, retryAfterMs: 10 * 86400_000 })).toBe(86400_000);
    const now = new Date("2026-11-21T12:00:00Z");
    expect(parseRetryAfter("120", now)).toBe(120_000);
    expect(parseRetryAfter("Sat, 21 Nov 2026 12:01:00 GMT", now)).toBe(60_000);
    expect(parseRetryAfter("soon", now)).toBeNull();
  });
});
