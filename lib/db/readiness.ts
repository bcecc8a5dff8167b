import "server-only";
// GET /api/ready: one round trip to the database, bounded in time, so a load balancer takes an
// instance out of service while its database is unreachable or frozen.
import { ApiError } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import { pgPool } from "@/lib/db/prisma";

export const READY_TIMEOUT_MS = 2_000;

export async function checkDatabaseReady(timeoutMs = READY_TIMEOUT_MS): Promise<{ ms: number }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ApiError("UNAVAILABLE", refusal("refusals.db.noAnswerWithin", { ms: timeoutMs }))),
      timeoutMs,
    );
  });
  try {
    // query_timeout frees the pool's connection too, should the database stay silent.
    await Promise.race([pgPool().query({ text: "SELECT 1", query_timeout: timeoutMs }), timeout]);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError("UNAVAILABLE", refusal("refusals.db.unreachable"));
  } finally {
    clearTimeout(timer);
  }
  return { ms: Math.round(performance.now() - started) };
}
