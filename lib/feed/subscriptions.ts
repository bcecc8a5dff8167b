import "server-only";
// Subscriptions to the item update feed: an agent's endpoints (DESIGN.md "Staff and integrator
// API"). The secret is shown once, at creation and at rotation.
import { SUBSCRIPTION_EVENTS, type SubscriptionEvent } from "@/lib/booking/decision/confirmation-schema";
import type { z } from "zod";
import { ApiError, fieldError, saidOf, type Worded, zodIssuesToFieldErrors } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/prisma";
import { agentScope, getSubscriptionOrThrow } from "@/lib/feed/access";
import { newSecret, ROTATION_OVERLAP_MS } from "@/lib/feed/secrets";
import type { CreatedSubscription, SubscriptionView } from "@/lib/feed/subscription-schema";
import { subscriptionUrlSchema } from "@/lib/feed/subscription-schema";
import { urlRefusal } from "@/lib/feed/url-guard";

/** The first issue's message, with what it was made from (its key, or zod's issue) when it has it. */
function issueWording(error: z.ZodError): Worded | string {
  const text = error.issues[0].message;
  const [first] = zodIssuesToFieldErrors(error);
  const said = first.message === text ? saidOf(first) : undefined;
  return said ? { text, said } : text;
}

async function agentForCreate(caller: Caller, agentId: number | undefined): Promise<number> {
  const scope = agentScope(caller, agentId, "manage");
  if (scope === null) {
    throw new ApiError("VALIDATION_FAILED", refusal("refusals.feed.nameTheAgent"), [
      fieldError("agentId", "required", refusal("refusals.feed.adminsSendAgentId")),
    ]);
  }
  const agent = await db().agent.findUnique({ where: { id: scope }, select: { id: true } });
  if (!agent)
    throw new ApiError("NOT_FOUND", refusal("refusals.feed.noSuchAgent", { id: scope }), [
      fieldError("agentId", "not_found", refusal("refusals.feed.noSuchAgent", { id: scope })),
    ]);
  return agent.id;
}

export async function createSubscription(
  caller: Caller,
  input: { url: string; agentId?: number; events?: readonly SubscriptionEvent[] },
): Promise<CreatedSubscription> {
  const parsed = subscriptionUrlSchema.safeParse(input.url);
  if (!parsed.success)
    throw new ApiError("VALIDATION_FAILED", refusal("refusals.feed.urlNotValid"), [
      fieldError("url", "invalid_url", issueWording(parsed.error)),
    ]);
  const agentId = await agentForCreate(caller, input.agentId);
  const refused = await urlRefusal(parsed.data);
  if (refused)
    throw new ApiError("VALIDATION_FAILED", refusal("refusals.feed.urlMayNotBeUsed"), [
      fieldError("url", "private_address", refused),
    ]);
  const secret = newSecret();
  const events = input.events?.length ? [...new Set(input.events)] : ["item.updated"];
  const sub = await db().feedSubscription.create({ data: { agentId, url: parsed.data, secret, events } });
  return { id: sub.id, url: sub.url, secret };
}

export async function listSubscriptions(
  caller: Caller,
  options: { agentId?: number } = {},
): Promise<SubscriptionView[]> {
  const scope = agentScope(caller, options.agentId, "read");
  const subs = await db().feedSubscription.findMany({
    where: scope === null ? {} : { agentId: scope },
    orderBy: { id: "asc" },
  });
  const failing = await db().feedBatch.groupBy({
    by: ["subscriptionId"],
    where: {
      subscriptionId: { in: subs.map((s) => s.id) },
      OR: [{ status: "DEAD" }, { status: "PENDING", attempts: { gt: 0 } }],
    },
    _count: { _all: true },
  });
  const failingOf = new Map(failing.map((f) => [f.subscriptionId, f._count._all]));
  return subs.map((s) => ({
    id: s.id,
    url: s.url,
    events: s.events.filter((e): e is SubscriptionEvent => SUBSCRIPTION_EVENTS.some((known) => known === e)),
    agentId: s.agentId,
    paused: s.pausedAt !== null,
    disabledAt: s.disabledAt?.toISOString() ?? null,
    createdAt: s.createdAt.toISOString(),
    lastDeliveryAt: s.lastDeliveryAt?.toISOString() ?? null,
    failing: failingOf.get(s.id) ?? 0,
  }));
}

/** A new secret; posts carry signatures with both the old and the new one for ROTATION_OVERLAP_MS. */
export async function rotateSubscriptionSecret(caller: Caller, id: number): Promise<{ secret: string }> {
  const sub = await getSubscriptionOrThrow(caller, id, "manage");
  const secret = newSecret();
  await db().feedSubscription.update({
    where: { id: sub.id },
    data: { secret, previousSecret: sub.secret, previousSecretUntil: new Date(Date.now() + ROTATION_OVERLAP_MS) },
  });
  return { secret };
}

/**
 * Paused: records keep queueing and go out on resume. Resuming a subscription disabled by a 410
 * enables it again (the integrator fixed its endpoint); what queued before the 410 goes out.
 */
export async function setSubscriptionPaused(
  caller: Caller,
  id: number,
  paused: boolean,
): Promise<{ id: number; paused: boolean }> {
  const sub = await getSubscriptionOrThrow(caller, id, "manage");
  await db().feedSubscription.update({
    where: { id: sub.id },
    data: paused
      ? { pausedAt: sub.pausedAt ?? new Date() }
      : { pausedAt: null, disabledAt: null, disabledReason: null },
  });
  return { id: sub.id, paused };
}

export async function deleteSubscription(caller: Caller, id: number): Promise<{ id: number; deleted: true }> {
  const sub = await getSubscriptionOrThrow(caller, id, "manage");
  await db().feedSubscription.delete({ where: { id: sub.id } });
  return { id: sub.id, deleted: true };
}
