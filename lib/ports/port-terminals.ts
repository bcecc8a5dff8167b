// The terminals of every port, by UN/LOCODE: the port page lists them (the pols / pods
// operations return ports without terminals).
import { db } from "@/lib/db/prisma";

export interface TerminalInfo {
  code: string;
  name: string;
}

export async function listPortTerminals(): Promise<Record<string, TerminalInfo[]>> {
  const terminals = await db().terminal.findMany({
    orderBy: [{ port: { code: "asc" } }, { name: "asc" }],
    select: { code: true, name: true, port: { select: { code: true } } },
  });
  const out: Record<string, TerminalInfo[]> = {};
  for (const t of terminals) (out[t.port.code] ??= []).push({ code: t.code, name: t.name });
  return out;
}
