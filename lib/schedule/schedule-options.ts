// Loads the services voyages run under, for the pages' pickers: no read operation lists them.
import { db } from "@/lib/db/prisma";
import type { ScheduleOptions } from "@/lib/schedule/service-options";

export async function listScheduleOptions(): Promise<ScheduleOptions> {
  const [lines, services] = await Promise.all([
    db().shippingLine.findMany({ orderBy: { name: "asc" }, select: { name: true, code: true } }),
    db().voyage.findMany({
      distinct: ["lineId", "scheduleCategory", "sailingRoute"],
      orderBy: [{ lineId: "asc" }, { scheduleCategory: "asc" }, { sailingRoute: "asc" }],
      select: { scheduleCategory: true, sailingRoute: true, line: { select: { name: true, code: true } } },
    }),
  ]);
  return {
    lines,
    services: services.map((s) => ({
      line: s.line.name,
      lineCode: s.line.code,
      scheduleCategory: s.scheduleCategory,
      sailingRoute: s.sailingRoute,
    })),
  };
}
