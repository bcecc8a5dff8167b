"use server";
// Server actions of the Integrations page: an agent's feed subscriptions and their delivery log.
// Agents act on their own (lib/feed/access.ts checks it again); admins name the agent.
import { z } from "zod";
import { requireActionCaller } from "@/lib/auth/current-caller";
import type { DeliveryAttemptRow } from "@/lib/feed/delivery-log-schema";
import { listDeliveryAttempts, redeliver, sendTestUpdate } from "@/lib/feed/delivery-log";
import {
  createSubscriptionSchema,
  type CreatedSubscription,
  type SubscriptionView,
} from "@/lib/feed/subscription-schema";
import {
  createSubscription,
  deleteSubscription,
  listSubscriptions,
  rotateSubscriptionSecret,
  setSubscriptionPaused,
} from "@/lib/feed/subscriptions";
import type { ActionResult } from "@/lib/actions/action-result";
import { runAction } from "@/lib/actions/run-action";

const agentSchema = z.object({ agentId: z.number().int().positive().optional() });
const idSchema = z.object({ id: z.number().int().positive() });
const caller = () => requireActionCaller(["AGENT"]);

export async function listSubscriptionsAction(input: unknown): Promise<ActionResult<SubscriptionView[]>> {
  return runAction(async () => listSubscriptions(await caller(), agentSchema.parse(input)));
}

export async function createSubscriptionAction(input: unknown): Promise<ActionResult<CreatedSubscription>> {
  return runAction(async () => createSubscription(await caller(), createSubscriptionSchema.parse(input)));
}

export async function rotateSecretAction(input: unknown): Promise<ActionResult<{ secret: string }>> {
  return runAction(async () => rotateSubscriptionSecret(await caller(), idSchema.parse(input).id));
}

export async function setPausedAction(input: unknown): Promise<ActionResult<{ id: number; paused: boolean }>> {
  return runAction(async () => {
    const { id, paused } = idSchema.extend({ paused: z.boolean() }).parse(input);
    return setSubscriptionPaused(await caller(), id, paused);
  });
}

export async function deleteSubscriptionAction(input: unknown): Promise<ActionResult<{ id: number; deleted: true }>> {
  return runAction(async () => deleteSubscription(await caller(), idSchema.parse(input).id));
}

export async function deliveryLogAction(input: unknown): Promise<ActionResult<DeliveryAttemptRow[]>> {
  return runAction(async () => listDeliveryAttempts(await caller(), idSchema.parse(input).id, { take: 50 }));
}

export async function redeliverAction(input: unknown): Promise<ActionResult<{ queued: number }>> {
  return runAction(async () => {
    const { id, batchIds } = idSchema
      .extend({ batchIds: z.array(z.number().int().positive()).max(1000).optional() })
      .parse(input);
    return redeliver(await caller(), id, { batchIds });
  });
}

export async function sendTestUpdateAction(
  input: unknown,
): Promise<ActionResult<{ batchId: number; webhookId: string }>> {
  return runAction(async () => sendTestUpdate(await caller(), idSchema.parse(input).id));
}
