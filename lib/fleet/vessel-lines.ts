// Which line operates each vessel, for the vessels page's Line column: the spec's Vessel has no
// line field, so the page joins this to the read's answer by the vessel's (unique) name.
import "server-only";
import { db } from "@/lib/db/prisma";

/** Vessel name → the name of the line that operates it (vessels without a line are left out). */
export async function listVesselLines(): Promise<Record<string, string>> {
  const vessels = await db().vessel.findMany({
    where: { line: { isNot: null } },
    select: { name: true, line: { select: { name: true } } },
  });
  return Object.fromEntries(vessels.flatMap((v) => (v.line ? [[v.name, v.line.name]] : [])));
}
