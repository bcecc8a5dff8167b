import "server-only";
// The agents an admin may act for on the Integrations page.
import { db } from "@/lib/db/prisma";

export async function listAgents(): Promise<{ id: number; code: string; name: string }[]> {
  return db().agent.findMany({ orderBy: { name: "asc" }, select: { id: true, code: true, name: true } });
}
