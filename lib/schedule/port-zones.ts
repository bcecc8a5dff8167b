// Every port with its UN/LOCODE and time zone, for the schedule pages: the rotation answer names
// ports by id and name only, and port time needs the zone (a few kB for all ports).
import "server-only";
import { db } from "@/lib/db/prisma";
import type { PortZone } from "@/lib/schedule/sailings";

export async function listPortZones(): Promise<PortZone[]> {
  return db().port.findMany({ orderBy: { name: "asc" }, select: { id: true, code: true, name: true, timeZone: true } });
}
