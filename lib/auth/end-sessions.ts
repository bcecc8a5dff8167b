// Ending a user's sessions: sessions carry the user's sessionVersion from sign-in; bumping it here
// makes every one of them stale (the per-request session check compares the two).
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db/prisma";
import { announceAccessChange } from "@/lib/auth/access-watch";
import { forgetSessionState } from "@/lib/auth/session-state";

export async function endUserSessions(userId: number, tx: Prisma.TransactionClient = db()): Promise<void> {
  await tx.user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
  // This process stops honouring the old version at once; other processes when they hear the
  // announcement (sent at commit), and at the latest within STATE_CACHE_MS.
  await announceAccessChange(tx, { kind: "user", userId });
  forgetSessionState(userId);
}
