import "server-only";
// Whether a port call still loads and discharges. Switching either off contradicts the live
// bookings loading (Pol) or discharging (Pod) there, unless another call of the voyage at the
// same port still does it: they must be confirmed, then flagged.
import type { z } from "zod";
import { ApiError } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/prisma";
import { getLineCallOrThrow } from "@/lib/lines/access";
import { findAffectedBookings, flagOrRefuse } from "@/lib/lines/affected-bookings";
import { callServiceSchema } from "@/lib/lines/schemas";

export async function setCallService(
  caller: Caller,
  v: z.output<typeof callServiceSchema>,
): Promise<{ voyageId: number; flagged: number }> {
  return db().$transaction(async (tx) => {
    const { voyage, call } = await getLineCallOrThrow(tx, caller, v.visitId);
    if (voyage.cancelledAt)
      throw new ApiError("NOT_ALLOWED", refusal("refusals.lines.voyageCancelled", { voyage: voyage.number }));
    const others = voyage.visits.filter((c) => c.id !== call.id && c.portId === call.portId);
    let flagged = 0;
    if (call.canLoad && !v.canLoad && !others.some((c) => c.canLoad)) {
      flagged += await flagOrRefuse(tx, caller, {
        affected: await findAffectedBookings(tx, { voyageId: voyage.id, polId: call.portId }),
        confirm: v.confirm,
        what: { change: "stopLoading", name: call.port.name },
        kind: "pol_not_loading",
        notice: (t) => t("scheduleNotices.kind.polNotLoading", { voyage: voyage.number, port: call.port.name }),
      });
    }
    if (call.canDischarge && !v.canDischarge && !others.some((c) => c.canDischarge)) {
      flagged += await flagOrRefuse(tx, caller, {
        affected: await findAffectedBookings(tx, { voyageId: voyage.id, podId: call.portId }),
        confirm: v.confirm,
        what: { change: "stopDischarging", name: call.port.name },
        kind: "pod_not_discharging",
        notice: (t) => t("scheduleNotices.kind.podNotDischarging", { voyage: voyage.number, port: call.port.name }),
      });
    }
    await tx.visit.update({ where: { id: call.id }, data: { canLoad: v.canLoad, canDischarge: v.canDischarge } });
    return { voyageId: voyage.id, flagged };
  });
}
