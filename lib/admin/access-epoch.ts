import "server-only";
// Changes that take access away (a key revoked, an agent suspended) bump the access epoch in their
// transaction; every portal instance drops its API-key cache when it sees the epoch move
// (lib/auth/api-key.ts). The instance that made the change drops its own at once.
import { forgetCachedApiKeys } from "@/lib/auth/api-key";
import type { Tx } from "@/lib/db/prisma";

export async function bumpAccessEpoch(tx: Tx): Promise<void> {
  await tx.$executeRaw`INSERT INTO "AccessEpoch" ("id", "value") VALUES (1, 1) ON CONFLICT ("id") DO UPDATE SET "value" = "AccessEpoch"."value" + 1`;
}

/** After the transaction committed: this instance forgets its cached keys now. */
export function accessTakenAway(): void {
  forgetCachedApiKeys();
}
