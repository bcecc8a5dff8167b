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
    // Loading and discharging stop alike: the bookings that load (discharge) at this port, when no
    // other call of the voyage there still does, are flagged or the change is refused.
    const stops = [
      {
        stops: call.canLoad && !v.canLoad && !others.some((c) => c.canLoad),
        at: { polId: call.portId },
        change: "stopLoading",
        kind: "pol_not_loading",
        notice: "scheduleNotices.kind.polNotLoading",
      },
      {
        stops: call.canDischarge && !v.canDischarge && !others.some((c) => c.canDischarge),
        at: { podId: call.portId },
        change: "stopDischarging",
        kind: "pod_not_discharging",
        notice: "scheduleNotices.kind.podNotDischarging",
      },
    ] as const;
    let flagged = 0;
    for (const stop of stops.filter((s) => s.stops))
      flagged += await flagOrRefuse(tx, caller, {
        affected: await findAffectedBookings(tx, { voyageId: voyage.id, ...stop.at }),
        confirm: v.confirm,
        what: { change: stop.change, name: call.port.name },
        kind: stop.kind,
        notice: (t) => t(stop.notice, { voyage: voyage.number, port: call.port.name }),
      });
    await tx.visit.update({ where: { id: call.id }, data: { canLoad: v.canLoad, canDischarge: v.canDischarge } });
    return { voyageId: voyage.id, flagged };
  });
}
