import "server-only";
// What the workers' passes show of them: each worker notes the end of a pass (it looked for due
// work and took what it may) at most every PASS_NOTE_MS, on the database's clock, so the "no
// worker" metric (lib/metrics/feed-metrics.ts) is the age of the newest note, whatever the
// subscribers do. Notes of workers gone a day are pruned by the next note.
import { db } from "@/lib/db/prisma";

/** Often enough for an alert at 60 s; one short statement per worker per interval. */
export const PASS_NOTE_MS = 5_000;

export async function noteWorkerPass(workerId: string): Promise<void> {
  await db().$executeRaw`
    WITH pruned AS (DELETE FROM "FeedWorker" WHERE "lastPassAt" < timezone('UTC', now()) - interval '1 day')
    INSERT INTO "FeedWorker" (id, "startedAt", "lastPassAt") VALUES (${workerId}, timezone('UTC', now()), timezone('UTC', now()))
    ON CONFLICT (id) DO UPDATE SET "lastPassAt" = EXCLUDED."lastPassAt"`;
}
