// Ending sessions. Every session of a user (sign out everywhere, a password change, an admin's
// disable): sessions carry the user's sessionVersion from sign-in, and bumping it makes every one
// of them stale. One session (Sign out): its id goes into EndedSession until it would have
// expired by itself. The per-request check (session-state.ts) compares both, on every instance.
import "server-only";
import type { JWT } from "next-auth/jwt";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db/prisma";
import { announceAccessChange } from "@/lib/auth/access-watch";
import { SESSION_ABSOLUTE_SECONDS } from "@/lib/auth/session-policy";
import { forgetSessionState } from "@/lib/auth/session-state";

export async function endUserSessions(userId: number, tx: Prisma.TransactionClient = db()): Promise<void> {
  await tx.user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
  // This process stops honouring the old version at once; other processes when they hear the
  // announcement (sent at commit), and at the latest within STATE_CACHE_MS.
  await announceAccessChange(tx, { kind: "user", userId });
  forgetSessionState(userId);
}

/**
 * Ends the one session `token` is (Sign out on this device). A session from before session ids
 * has none to record: it ends with every session of its user, as sign-out did then.
 */
export async function endSession(token: Pick<JWT, "uid" | "sid" | "authAt">): Promise<void> {
  if (!token.sid) return endUserSessions(token.uid);
  const authAt = token.authAt ?? Math.floor(Date.now() / 1000);
  const expiresAt = new Date((authAt + SESSION_ABSOLUTE_SECONDS) * 1000);
  await db().$transaction(async (tx) => {
    await tx.endedSession.upsert({
      where: { sid: token.sid! },
      create: { sid: token.sid!, userId: token.uid, expiresAt },
      update: {},
    });
    // Past its expiry a session is refused by its own clock: its row is no longer needed.
    await tx.endedSession.deleteMany({ where: { expiresAt: { lt: new Date() } } });
    await announceAccessChange(tx, { kind: "user", userId: token.uid });
  });
  forgetSessionState(token.uid);
}
