import "server-only";
// Cancelling a voyage: it leaves every read and takes no new bookings. Its live bookings must be
// confirmed, then each is flagged for its agent (who moves or cancels it).
import type { z } from "zod";
import { ApiError } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/prisma";
import { getLineVoyageOrThrow } from "@/lib/lines/access";
import { findAffectedBookings, flagOrRefuse } from "@/lib/lines/affected-bookings";
import { cancelVoyageSchema } from "@/lib/lines/schemas";

export async function cancelVoyage(
  caller: Caller,
  v: z.output<typeof cancelVoyageSchema>,
): Promise<{ voyageId: number; flagged: number }> {
  return db().$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Voyage" WHERE id = ${v.voyageId} FOR UPDATE`;
    const voyage = await getLineVoyageOrThrow(tx, caller, v.voyageId);
    if (voyage.cancelledAt)
      throw new ApiError("NOT_ALLOWED", refusal("refusals.lines.alreadyCancelled", { voyage: voyage.number }));
    const flagged = await flagOrRefuse(tx, caller, {
      affected: await findAffectedBookings(tx, { voyageId: voyage.id }),
      confirm: v.confirm,
      what: { change: "cancelVoyage", name: voyage.number },
      kind: "voyage_cancelled",
      notice: (t) => t("scheduleNotices.kind.voyageCancelled", { voyage: voyage.number, reason: v.reason }),
    });
    await tx.voyage.update({ where: { id: voyage.id }, data: { cancelledAt: new Date(), cancelReason: v.reason } });
    return { voyageId: voyage.id, flagged };
  });
}
