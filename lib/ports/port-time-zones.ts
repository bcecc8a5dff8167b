// The IANA time zone of every port, by UN/LOCODE: the spec's Port has none, but every time the
// portal shows is the port's wall-clock time, so the ports page says which zone that is.
import "server-only";
import { db } from "@/lib/db/prisma";

export async function listPortTimeZones(): Promise<Record<string, string>> {
  const ports = await db().port.findMany({ select: { code: true, timeZone: true } });
  return Object.fromEntries(ports.map((p) => [p.code, p.timeZone]));
}
