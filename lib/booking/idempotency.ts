// Idempotency-Key for booking saves: the first response is kept for 24 h and replayed for the
// same key and body; the same key with another body is 422; a duplicate that arrives while the
// first is still running is 409. A committed save stores its response in its own transaction,
// so a crash can never leave a saved booking without its replay record.
import { createHash } from "node:crypto";
import { ApiError, toApiError } from "@/lib/api/errors";
import { errorResponse, jsonResponse } from "@/lib/api/handler";
import { callerKey, type Caller } from "@/lib/auth/caller";
import { db, type Tx } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";
import { stableJson } from "@/lib/booking/booking-fields";

export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
export const REPLAYED_HEADER = "idempotent-replayed";

export type StoreResponse = (tx: Tx, body: unknown) => Promise<void>;

export function requestHash(body: unknown): string {
  return createHash("sha256").update(stableJson(body)).digest("hex");
}

/**
 * Runs `save` at most once per (caller, key). `save` gets a hook that writes the response inside
 * its own transaction; responses of refusals (4xx) and of TestOnly runs are stored after.
 */
export async function withIdempotency(
  caller: Caller,
  key: string | null,
  body: unknown,
  save: (storeInTransaction: StoreResponse | undefined) => Promise<unknown>,
): Promise<Response> {
  if (key === null) {
    try {
      return jsonResponse(await save(undefined));
    } catch (error) {
      return errorResponse(error);
    }
  }
  if (!KEY_PATTERN.test(key)) {
    throw new ApiError("BAD_REQUEST", "The Idempotency-Key header has 1 to 255 visible ASCII characters.", [
      { path: "Idempotency-Key", code: "invalid_idempotency_key", message: "1 to 255 visible ASCII characters" },
    ]);
  }
  const owner = callerKey(caller);
  const hash = requestHash(body);
  const prisma = db();

  await prisma.idempotencyKey.deleteMany({ where: { callerKey: owner, key, expiresAt: { lt: new Date() } } });
  const claimed = await prisma.$queryRaw<{ id: number }[]>`
    INSERT INTO "IdempotencyKey" ("callerKey", key, "requestHash", completed, "expiresAt")
    VALUES (${owner}, ${key}, ${hash}, false, ${new Date(Date.now() + IDEMPOTENCY_TTL_MS)})
    ON CONFLICT ("callerKey", key) DO NOTHING
    RETURNING id`;

  if (claimed.length === 0) {
    const row = await prisma.idempotencyKey.findUnique({ where: { callerKey_key: { callerKey: owner, key } } });
    if (!row) throw new ApiError("NOT_ALLOWED", "A request with this Idempotency-Key is being processed; retry shortly.");
    if (row.requestHash !== hash) {
      throw new ApiError("VALIDATION_FAILED", "This Idempotency-Key was used with another request body.", [
        { path: "Idempotency-Key", code: "idempotency_key_reused", message: "Use a new key for a different request." },
      ]);
    }
    if (!row.completed) {
      throw new ApiError("NOT_ALLOWED", "A request with this Idempotency-Key is still being processed; retry shortly.", [
        { path: "Idempotency-Key", code: "idempotency_in_progress", message: "The first request with this key has not finished." },
      ]);
    }
    return jsonResponse(row.responseBody, row.responseStatus ?? 200, { [REPLAYED_HEADER]: "true" });
  }

  const id = claimed[0].id;
  let storedInTransaction = false;
  const store: StoreResponse = async (tx, responseBody) => {
    await tx.idempotencyKey.update({ where: { id }, data: { completed: true, responseStatus: 200, responseBody: responseBody as Prisma.InputJsonValue } });
    storedInTransaction = true;
  };
  try {
    const result = await save(store);
    if (!storedInTransaction) {
      await prisma.idempotencyKey.update({ where: { id }, data: { completed: true, responseStatus: 200, responseBody: result as Prisma.InputJsonValue } });
    }
    return jsonResponse(result);
  } catch (error) {
    const apiError = toApiError(error);
    if (apiError.httpStatus < 500) {
      await prisma.idempotencyKey.update({ where: { id }, data: { completed: true, responseStatus: apiError.httpStatus, responseBody: apiError.toEnvelope() } });
    } else {
      // Nothing was saved: free the key so the client can retry.
      await prisma.idempotencyKey.delete({ where: { id } }).catch(() => {});
    }
    return errorResponse(apiError);
  }
}
