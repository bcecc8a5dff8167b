// The one-click unsubscribe's edges: an event type is one of the kinds the portal has, never a
// name an object inherits (toString, __proto__…), even with a token made under the user's own
// secret; and the secret itself comes from PostgreSQL's cryptographic generator.
import { describe, expect, it } from "vitest";
import { POST as unsubscribeRoute } from "@/app/api/notifications/unsubscribe/route";
import { db } from "@/lib/db/prisma";
import { callRoute } from "@/lib/testing/call-route";
import { makeUser } from "@/lib/notifications/test-helpers";
import { unsubscribeToken } from "@/lib/notifications/unsubscribe";
import { TEST_USERS } from "@/lib/testing/fixtures";

const post = (u: number, k: string, t: string) =>
  callRoute<{ code?: string }>(unsubscribeRoute, {
    url: `/api/notifications/unsubscribe?u=${u}&k=${encodeURIComponent(k)}&t=${encodeURIComponent(t)}`,
    method: "POST",
    body: "List-Unsubscribe=One-Click",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });

describe("one-click unsubscribe", () => {
  it("takes no inherited property name as an event type, and stores nothing for one", async () => {
    const agent = await db().user.findUniqueOrThrow({ where: { email: TEST_USERS.agent } });
    const { id } = await makeUser({ agentId: agent.agentId! });
    const { unsubscribeSecret } = await db().user.findUniqueOrThrow({ where: { id } });
    for (const kind of ["toString", "__proto__", "constructor", "hasOwnProperty", "valueOf"]) {
      const res = await post(id, kind, unsubscribeToken(unsubscribeSecret, id, kind));
      expect({ kind, status: res.status, code: res.body.code }).toEqual({ kind, status: 404, code: "NOT_FOUND" });
    }
    expect(await db().notificationPreference.count({ where: { userId: id } })).toBe(0);
  });

  it("keys each user's links with 244 random bits from gen_random_uuid, not random()", async () => {
    const [column] = await db().$queryRaw<{ default: string }[]>`
      SELECT column_default AS default FROM information_schema.columns
      WHERE table_name = 'User' AND column_name = 'unsubscribeSecret'`;
    expect(column.default).toContain("gen_random_uuid()");
    expect(column.default).not.toMatch(/\brandom\(\)/);
    const users = await db().user.findMany({ select: { unsubscribeSecret: true }, take: 50 });
    for (const u of users) expect(u.unsubscribeSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(users.map((u) => u.unsubscribeSecret)).size).toBe(users.length);
  });
});
