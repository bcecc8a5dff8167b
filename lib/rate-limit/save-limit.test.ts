// The save's rate limit per API key: 429 RATE_LIMITED with Retry-After over it, other keys unaffected,
// counted in PostgreSQL (what several portal processes share).
process.env.SAVE_RATE_LIMIT_PER_MINUTE = "3";
import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/booking/save/route";
import { db } from "@/lib/db/prisma";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_API_KEYS } from "@/lib/testing/fixtures";

const save = (apiKey: string) => callRoute(POST, { url: "/api/booking/save", method: "POST", apiKey, body: { booking: { Header: {}, Items: [], TestOnly: true } } });

describe("save rate limit per API key", () => {
  it("answers 429 with Retry-After after SAVE_RATE_LIMIT_PER_MINUTE saves in a minute; another key goes on", async () => {
    for (let i = 0; i < 3; i++) expect((await save(TEST_API_KEYS.otherAgent)).status).not.toBe(429);
    const over = await save(TEST_API_KEYS.otherAgent);
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ status: 1, code: "RATE_LIMITED", message: expect.any(String), errors: [] });
    const retryAfter = Number(over.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await save(TEST_API_KEYS.admin)).status).not.toBe(429);
    const rows = await db().rateLimit.count({ where: { key: { startsWith: "save_caller:" } } });
    expect(rows).toBeGreaterThanOrEqual(2);
  });
});
