// The save's rate limit per API key: 429 RATE_LIMITED with Retry-After over it, other keys unaffected,
// counted in PostgreSQL (what several portal processes share).
process.env.SAVE_RATE_LIMIT_PER_MINUTE = "3";
import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/booking/save/route";
import { apiKeyPrefix, generateApiKey, hashApiKey } from "@/lib/auth/api-key";
import { db } from "@/lib/db/prisma";
import { callRoute } from "@/lib/testing/call-route";

const save = (apiKey: string) =>
  callRoute(POST, {
    url: "/api/booking/save",
    method: "POST",
    apiKey,
    body: { booking: { Header: {}, Items: [], TestOnly: true } },
  });

/** A key of its own: on the server, test files run side by side and save with the seeded keys, which would count here. */
async function freshKey(): Promise<string> {
  const key = generateApiKey();
  const agent = await db().agent.findFirstOrThrow({ orderBy: { id: "asc" } });
  await db().apiKey.create({
    data: {
      name: "rate limit test",
      prefix: apiKeyPrefix(key),
      hash: hashApiKey(key),
      role: "AGENT",
      agentId: agent.id,
    },
  });
  return key;
}

describe("save rate limit per API key", () => {
  it("answers 429 with Retry-After after SAVE_RATE_LIMIT_PER_MINUTE saves in a minute; another key goes on", async () => {
    const [limited, other] = [await freshKey(), await freshKey()];
    for (let i = 0; i < 3; i++) expect((await save(limited)).status).not.toBe(429);
    const over = await save(limited);
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ status: 1, code: "RATE_LIMITED", message: expect.any(String), errors: [] });
    const retryAfter = Number(over.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await save(other)).status).not.toBe(429);
    const rows = await db().rateLimit.count({ where: { key: { startsWith: "save_caller:" } } });
    expect(rows).toBeGreaterThanOrEqual(2);
  });
});
