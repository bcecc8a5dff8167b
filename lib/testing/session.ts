// Sessions for route tests: the cookie next-auth sets after a real sign-in of a seeded user, with
// its clocks and session version as they would be (or moved, to test the time limits).
import { encode, type JWT } from "next-auth/jwt";
import { db } from "@/lib/db/prisma";

export async function signedInCookie(email: string, overrides: Partial<JWT> = {}): Promise<string> {
  const user = await db().user.findUniqueOrThrow({ where: { email }, include: { agent: true, line: true } });
  const now = Math.floor(Date.now() / 1000);
  const token: JWT = {
    name: user.name,
    email: user.email,
    uid: user.id,
    role: user.role,
    agentId: user.agentId,
    lineId: user.lineId,
    orgName: user.agent?.name ?? user.line?.name ?? null,
    sv: user.sessionVersion,
    authAt: now,
    seenAt: now,
    ...overrides,
  };
  return `next-auth.session-token=${await encode({ secret: process.env.NEXTAUTH_SECRET!, token })}`;
}

/**
 * A new user shaped like a seeded one (same role, agent or line, password), for tests that end,
 * disable or lock a user: the seeded users are shared by test files running at the same time.
 */
export async function throwawayUserLike(email: string): Promise<string> {
  const like = await db().user.findUniqueOrThrow({ where: { email } });
  const copy = `${email.split("@")[0]}+${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@quayside.test`;
  await db().user.create({
    data: {
      email: copy,
      name: like.name,
      passwordHash: like.passwordHash,
      role: like.role,
      agentId: like.agentId,
      lineId: like.lineId,
    },
  });
  return copy;
}
