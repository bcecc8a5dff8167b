import "server-only";
// The demo feeds itself: a subscription of the demo agent points at the portal's own receiver,
// so a milestone recorded by staff shows under Item updates within seconds. Kept on every start
// (the port may change between runs; the subscription and its secret stay).
import { db } from "@/lib/db/prisma";
import { DEMO_AGENT_CODES } from "@/lib/seed/seed";
import { RECEIVER_PATH } from "@/lib/feed/receive-updates";
import { newSecret } from "@/lib/feed/secrets";

export async function wireDemoReceiver(portalUrl: string): Promise<number | null> {
  const agent = await db().agent.findUnique({ where: { code: DEMO_AGENT_CODES.agent }, select: { id: true } });
  if (!agent) return null; // not a demo database
  const existing = await db().feedSubscription.findFirst({
    where: { agentId: agent.id, url: { contains: `${RECEIVER_PATH}?subscription=` } },
    orderBy: { id: "asc" },
  });
  const sub =
    existing ??
    (await db().feedSubscription.create({
      data: { agentId: agent.id, url: `${portalUrl}${RECEIVER_PATH}`, secret: newSecret() },
    }));
  const url = `${portalUrl}${RECEIVER_PATH}?subscription=${sub.id}`;
  if (sub.url !== url || sub.disabledAt)
    await db().feedSubscription.update({
      where: { id: sub.id },
      data: { url, disabledAt: null, disabledReason: null },
    });
  return sub.id;
}
