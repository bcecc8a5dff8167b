import "server-only";
// Everything an agent's page shows: its AgentId, users, API keys, allow list, address book size.
import { db } from "@/lib/db/prisma";
import { getAgentOrThrow } from "@/lib/admin/agents";
import type { AgentDetail, ApiKeyView } from "@/lib/admin/schemas";

export async function getAgentDetail(id: number): Promise<AgentDetail> {
  const agent = await getAgentOrThrow(id);
  const [users, keys, allowList, addressBookSize, bookings] = [
    await db().user.findMany({ where: { agentId: id }, orderBy: { name: "asc" } }),
    await db().apiKey.findMany({
      where: { agentId: id },
      orderBy: [{ revokedAt: { sort: "desc", nulls: "first" } }, { id: "asc" }],
    }),
    await db().agentAllowListEntry.findMany({
      where: { agentId: id },
      orderBy: { id: "asc" },
      select: { cidr: true, note: true },
    }),
    await db().party.count({ where: { agentId: id } }),
    await db().booking.count({ where: { agentId: id } }),
  ];
  return {
    id: agent.id,
    code: agent.code,
    name: agent.name,
    bookingPrefix: agent.bookingPrefix,
    createdAt: agent.createdAt.toISOString(),
    suspendedAt: agent.suspendedAt?.toISOString() ?? null,
    addressBookSize,
    bookings,
    users: users.map((u) => ({
      id: u.id,
      email: u.email,
      name: u.name,
      role: u.role,
      agent: { id: agent.id, name: agent.name },
      line: null,
      createdAt: u.createdAt.toISOString(),
      disabledAt: u.disabledAt?.toISOString() ?? null,
    })),
    keys: keys.map(toKeyView),
    allowList,
    allowListBindsSessions: agent.allowListBindsSessions,
  };
}

export function toKeyView(k: {
  id: number;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  lastUsedIp: string | null;
  revokedAt: Date | null;
  statusInBody: boolean;
}): ApiKeyView {
  return {
    id: k.id,
    name: k.name,
    prefix: k.prefix,
    createdAt: k.createdAt.toISOString(),
    statusInBody: k.statusInBody,
    lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
    lastUsedIp: k.lastUsedIp,
    revokedAt: k.revokedAt?.toISOString() ?? null,
  };
}
