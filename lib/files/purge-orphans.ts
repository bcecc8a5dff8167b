import "server-only";
// Uploaded files no booking refers to, older than FILE_ORPHAN_HOURS (1 by default), are deleted
// with their chunks (and unfinished uploads of that age), giving their bytes back to the agent's
// storage quota. The notification worker runs it every 10 minutes (lib/notifications/worker.ts),
// in the portal or in `npm run worker`.
import { db } from "@/lib/db/prisma";
import { fileLimits } from "@/lib/files/limits";

export async function purgeOrphanFiles(options: { now?: Date; olderThanHours?: number } = {}): Promise<number> {
  const hours = options.olderThanHours ?? fileLimits().orphanHours;
  const before = new Date((options.now ?? new Date()).getTime() - hours * 3_600_000);
  return db().$executeRaw`
    DELETE FROM "UploadedFile" f
    WHERE f."createdAt" < ${before}
      AND NOT EXISTS (SELECT 1 FROM "BookingFile" bf WHERE bf."fileId" = f.id)`;
}
