import "server-only";
// Uploaded files no booking refers to, older than FILE_ORPHAN_HOURS (1 by default), are deleted
// with their chunks (and unfinished uploads of that age), giving their bytes back to the agent's
// storage quota. The notification worker runs it every 10 minutes (lib/notifications/worker.ts),
// in the portal or in `npm run worker`.
import { Prisma } from "@/lib/generated/prisma/client";
import { db, type Tx } from "@/lib/db/prisma";
import { fileLimits } from "@/lib/files/limits";

/**
 * A save referring to an agent's files and the purge of that agent's orphans take turns: the save
 * holds this lock shared from its look-up of the files to its commit, the purge exclusively around
 * its DELETE. So the purge never deletes a file a save is about to refer to (the save would fail on
 * the foreign key, or, committing first, lose the reference to ON DELETE SET NULL), and a save
 * after the purge finds the file gone: 404 file_not_found at its path.
 */
export async function lockAgentFileReferences(tx: Tx, agentId: number, mode: "shared" | "exclusive"): Promise<void> {
  const key = `file-refs:${agentId}`;
  if (mode === "shared") await tx.$executeRaw`SELECT pg_advisory_xact_lock_shared(hashtextextended(${key}, 0))`;
  else await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
}

const orphan = (before: Date) => Prisma.sql`
  f."createdAt" < ${before} AND NOT EXISTS (SELECT 1 FROM "BookingFile" bf WHERE bf."fileId" = f.id)`;

export async function purgeOrphanFiles(options: { now?: Date; olderThanHours?: number } = {}): Promise<number> {
  const hours = options.olderThanHours ?? fileLimits().orphanHours;
  const before = new Date((options.now ?? new Date()).getTime() - hours * 3_600_000);
  const agents = await db().$queryRaw<{ agentId: number }[]>`
    SELECT DISTINCT f."agentId" FROM "UploadedFile" f WHERE ${orphan(before)} ORDER BY 1`;
  let purged = 0;
  for (const { agentId } of agents) {
    // Under the lock, a statement of its own: it sees every save that committed while it waited.
    purged += await db().$transaction(async (tx) => {
      await lockAgentFileReferences(tx, agentId, "exclusive");
      return tx.$executeRaw`DELETE FROM "UploadedFile" f WHERE f."agentId" = ${agentId} AND ${orphan(before)}`;
    });
  }
  return purged;
}
