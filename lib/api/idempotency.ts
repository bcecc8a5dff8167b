import "server-only";
// Idempotency-Key, an option of the route wrapper (`handle(op, fn, { idempotency })`): the first answer to a key is kept for 24 h and replayed
// for the same key and body; the same key with another body is 422; a duplicate that arrives
// while the first still runs is 409. A write stores its answer inside its own transaction, so a
// crash can never leave a committed write without its replay record. A claim whose request died
// without releasing it (process killed, database gone) is stale once older than the longest the
// operation can run, and the next request with the key takes it over; the old request, should it
// still be alive, then fails to store its answer and rolls back, so only one of them commits.
import { createHash } from "node:crypto";
import { errorBodyText } from "@/lib/core/error-body";
import { answerWording } from "@/lib/i18n/answer-language";
import { ApiError, fieldError, toApiError } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import { callerKey, type Caller } from "@/lib/auth/caller";
import { isDatabaseSilent } from "@/lib/db/checked-pool";
import { db, type Tx } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";
import { stableJson } from "@/lib/json/stable-json";
import { log } from "@/lib/log/logger";

export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";
export const REPLAYED_HEADER = "idempotent-replayed";
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** One keyed request in this many also deletes a batch of expired keys. */
const PURGE_SAMPLE_RATE = 1 / 20;
const PURGE_BATCH = 1_000;

export interface IdempotencyOption {
  /** the longest the operation can run: an unfinished claim older than this is stale */
  staleAfterMs: number;
}

/** Writes the answer inside the operation's own transaction, just before it commits. */
export type StoreInTransaction = (tx: Tx, body: unknown) => Promise<void>;

/**
 * The first answer to this key, to be sent again as it was. Answers are kept as their JSON text
 * (a jsonb string: a jsonb object would come back with its keys reordered); rows stored as
 * objects before that are sent re-serialized.
 */
export class ReplayedAnswer {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}

  get text(): string {
    return typeof this.body === "string" ? this.body : JSON.stringify(this.body);
  }
}

/** Runs the operation at most once per (caller, key); without a key, simply runs it. */
export type RunOnce = <T>(
  operation: (storeInTransaction: StoreInTransaction | undefined) => Promise<T>,
) => Promise<T | ReplayedAnswer>;

export function requestHash(body: unknown): string {
  return createHash("sha256").update(stableJson(body)).digest("hex");
}

/** The request's key, or null when it sends none; a malformed key is a 400. */
export function readIdempotencyKey(headers: Headers): string | null {
  const key = headers.get(IDEMPOTENCY_KEY_HEADER);
  if (key === null) return null;
  if (!KEY_PATTERN.test(key)) {
    throw new ApiError("BAD_REQUEST", refusal("refusals.request.idempotencyKeyFormat"), [
      fieldError("Idempotency-Key", "invalid_idempotency_key", refusal("refusals.request.idempotencyKeyCharacters")),
    ]);
  }
  return key;
}

/** Deletes a batch of expired keys; returns how many. */
export async function purgeExpiredKeys(now: Date = new Date(), limit = PURGE_BATCH): Promise<number> {
  return db().$executeRaw`
    DELETE FROM "IdempotencyKey" WHERE id IN (
      SELECT id FROM "IdempotencyKey" WHERE "expiresAt" < ${now} ORDER BY "expiresAt" LIMIT ${limit})`;
}

export function idempotencyRunner(
  caller: Caller,
  key: string | null,
  body: unknown,
  option: IdempotencyOption,
): RunOnce {
  return async (operation) => {
    if (key === null) return operation(undefined);
    if (Math.random() < PURGE_SAMPLE_RATE)
      await purgeExpiredKeys().catch((error) =>
        log().error({ err: error }, "idempotency: purge of expired keys failed"),
      );
    const claim = await claimKey(callerKey(caller), key, requestHash(body), option);
    if (claim instanceof ReplayedAnswer) return claim;
    return runClaimed(claim, operation);
  };
}

/** The claim's row id, or the first answer to replay; throws 422 / 409 for a key that is taken. */
async function claimKey(
  owner: string,
  key: string,
  hash: string,
  option: IdempotencyOption,
): Promise<number | ReplayedAnswer> {
  const prisma = db();
  const now = new Date();
  // Expired, or claimed by a request that can no longer be running: free for this request.
  await prisma.idempotencyKey.deleteMany({
    where: {
      callerKey: owner,
      key,
      OR: [
        { expiresAt: { lt: now } },
        { completed: false, createdAt: { lt: new Date(now.getTime() - option.staleAfterMs) } },
      ],
    },
  });
  let claimed: { id: number }[];
  try {
    claimed = await prisma.$queryRaw<{ id: number }[]>`
      INSERT INTO "IdempotencyKey" ("callerKey", key, "requestHash", completed, "createdAt", "expiresAt")
      VALUES (${owner}, ${key}, ${hash}, false, ${now}, ${new Date(now.getTime() + IDEMPOTENCY_TTL_MS)})
      ON CONFLICT ("callerKey", key) DO NOTHING
      RETURNING id`;
  } catch (error) {
    // The insert may have committed although its answer was lost (the connection died after
    // sending it): free that claim, known by its key and creation time, once the database is back.
    releaseLater({ callerKey: owner, key, completed: false, createdAt: now }, error);
    throw error;
  }
  if (claimed.length) return claimed[0].id;

  const row = await prisma.idempotencyKey.findUnique({ where: { callerKey_key: { callerKey: owner, key } } });
  if (!row) throw new ApiError("NOT_ALLOWED", refusal("refusals.request.idempotencyBeingProcessed"));
  if (row.requestHash !== hash) {
    throw new ApiError("VALIDATION_FAILED", refusal("refusals.request.idempotencyKeyReused"), [
      fieldError("Idempotency-Key", "idempotency_key_reused", refusal("refusals.request.idempotencyNewKey")),
    ]);
  }
  if (!row.completed) {
    throw new ApiError("NOT_ALLOWED", refusal("refusals.request.idempotencyStillProcessing"), [
      fieldError("Idempotency-Key", "idempotency_in_progress", refusal("refusals.request.idempotencyFirstNotFinished")),
    ]);
  }
  return new ReplayedAnswer(row.responseStatus ?? 200, row.responseBody);
}

async function runClaimed<T>(
  id: number,
  operation: (storeInTransaction: StoreInTransaction) => Promise<T>,
): Promise<T> {
  let storedInTransaction = false;
  const storeInTransaction: StoreInTransaction = async (tx, body) => {
    const { count } = await tx.idempotencyKey.updateMany({
      where: { id, completed: false },
      data: completedAs(200, body),
    });
    // The claim went stale and another request took the key over: this one must not commit.
    if (count !== 1) throw new ApiError("NOT_ALLOWED", refusal("refusals.request.idempotencyTakenOver"));
    storedInTransaction = true;
  };
  try {
    const result = await operation(storeInTransaction);
    // Operations that commit nothing (TestOnly) store their answer here.
    if (!storedInTransaction)
      await db().idempotencyKey.updateMany({ where: { id, completed: false }, data: completedAs(200, result) });
    return result;
  } catch (error) {
    const apiError = toApiError(error, (what, cause) => log().error({ err: cause }, what));
    if (apiError.httpStatus < 500) await keepRefusal(id, apiError);
    // A database that did not answer within its timeout will not answer the release sooner: the
    // request answers now (its bound, docs/operators/reliability.md) and the release goes on.
    else if (isDatabaseSilent(error)) void releaseClaim(id, apiError);
    else await releaseWithin(RELEASE_WAIT_MS, id, apiError);
    throw apiError;
  }
}

/** The answer as the exact text the route sends (JSON.stringify of the same value, or the envelope's text). */
function completedAs(status: number, body: unknown) {
  const text: Prisma.InputJsonValue = typeof body === "string" ? body : JSON.stringify(body);
  return { completed: true, responseStatus: status, responseBody: text };
}

/** A refusal is an answer too: the same request would be refused again. */
async function keepRefusal(id: number, apiError: ApiError): Promise<void> {
  try {
    await db().idempotencyKey.updateMany({
      where: { id, completed: false },
      data: completedAs(apiError.httpStatus, errorBodyText(apiError, answerWording())),
    });
  } catch (error) {
    await releaseClaim(id, error);
  }
}

/**
 * How long a failed request waits for its claim to be released before it answers (not at all
 * after a timeout of the database's: it is silent). A database that went away would have the
 * release wait out a timeout on a new connection. Past this wait it goes on in the background,
 * and a retry meanwhile gets 409 `idempotency_in_progress` ("retry shortly") until it is done.
 */
const RELEASE_WAIT_MS = 300;

async function releaseWithin(waitMs: number, id: number, cause: unknown): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
    timer.unref();
  });
  await Promise.race([releaseClaim(id, cause), waited]);
  clearTimeout(timer);
}

/** Nothing was saved: free the key so the client can retry. If that fails too (database down), keep trying in the background. */
async function releaseClaim(id: number, cause: unknown): Promise<void> {
  try {
    await db().idempotencyKey.deleteMany({ where: { id, completed: false } });
  } catch (error) {
    log().error(
      { err: error, claim: id, cause: String(cause) },
      "idempotency: could not release the claim after a failed request; retrying in the background",
    );
    releaseLater({ id, completed: false }, cause);
  }
}

/** Retries to release a claim every few seconds until it works, or the claim is stale anyway. */
const RELEASE_RETRY_MS = 2_000;
const RELEASE_RETRY_FOR_MS = 5 * 60_000;

function releaseLater(where: Prisma.IdempotencyKeyWhereInput, cause: unknown, startedAt = Date.now()): void {
  const timer = setTimeout(async () => {
    try {
      const { count } = await db().idempotencyKey.deleteMany({ where });
      if (count)
        log().info(
          { cause: String(cause) },
          "idempotency: claim of a failed request released after the database came back",
        );
    } catch {
      if (Date.now() - startedAt < RELEASE_RETRY_FOR_MS) releaseLater(where, cause, startedAt);
      else log().error({ cause: String(cause) }, "idempotency: gave up releasing a claim; it is freed once stale");
    }
  }, RELEASE_RETRY_MS);
  timer.unref();
}
