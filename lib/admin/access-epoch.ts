import "server-only";
// Changes that take access away (a key revoked, an agent suspended) bump the access epoch and
// announce it in their transaction; every portal instance drops its API-key cache when it hears
// the announcement, or at the latest when it sees the epoch move (lib/auth/api-key.ts). The
// instance that made the change drops its own at once.
import { announceAccessChange } from "@/lib/auth/access-watch";
import { forgetCachedApiKeys } from "@/lib/auth/api-key";
import type { Tx } from "@/lib/db/prisma";

export async function bumpAccessEpoch(tx: Tx): Promise<void> {
  await tx.$executeRaw`INSERT INTO "AccessEpoch" ("id", "value") VALUES (1, 1) ON CONFLICT ("id") DO UPDATE SET "value" = "AccessEpoch"."value" + 1`;
  await announceAccessChange(tx, { kind: "keys" });
}

/** After the transaction committed: this instance forgets its cached keys now. */
export function accessTakenAway(): void {
  forgetCachedApiKeys();
}
