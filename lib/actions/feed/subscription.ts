"use server";
// Server actions of the Integrations page: an agent's feed subscriptions and their delivery log.
// Agents act on their own (lib/feed/access.ts checks it again); admins name the agent. The writes
// take their API operation's access rule and body schema.
import { z } from "zod";
import { defineAction, fromOperation } from "@/lib/actions/define-action";
import {
  createFeedSubscriptionOperation,
  deleteFeedSubscriptionOperation,
  pauseFeedSubscriptionOperation,
  rotateFeedSubscriptionSecretOperation,
  sendFeedTestUpdateOperation,
} from "@/lib/api/operations/feed";
import { recordIdSchema } from "@/lib/core/operation";
import { listDeliveryAttempts, redeliver, sendTestUpdate } from "@/lib/feed/delivery-log";
import {
  createSubscription,
  deleteSubscription,
  listSubscriptions,
  rotateSubscriptionSecret,
  setSubscriptionPaused,
} from "@/lib/feed/subscriptions";

// The reads and the redelivery stay the agents' here (the API lets line staff read them too).
const AGENTS = ["AGENT"] as const;
const agentSchema = z.object({ agentId: recordIdSchema.optional() });
const idSchema = z.object({ id: recordIdSchema });

export const listSubscriptionsAction = defineAction({ access: AGENTS, input: [agentSchema] }, (caller, input) =>
  listSubscriptions(caller, input),
);

const createRule = fromOperation(createFeedSubscriptionOperation);
export const createSubscriptionAction = defineAction({ ...createRule, input: [createRule.body] }, (caller, input) =>
  createSubscription(caller, input),
);

export const rotateSecretAction = defineAction(
  { ...fromOperation(rotateFeedSubscriptionSecretOperation), input: [idSchema] },
  (caller, { id }) => rotateSubscriptionSecret(caller, id),
);

export const setPausedAction = defineAction(
  { ...fromOperation(pauseFeedSubscriptionOperation), input: [idSchema.extend({ paused: z.boolean() })] },
  (caller, { id, paused }) => setSubscriptionPaused(caller, id, paused),
);

export const deleteSubscriptionAction = defineAction(
  { ...fromOperation(deleteFeedSubscriptionOperation), input: [idSchema] },
  (caller, { id }) => deleteSubscription(caller, id),
);

export const deliveryLogAction = defineAction({ access: AGENTS, input: [idSchema] }, (caller, { id }) =>
  listDeliveryAttempts(caller, id, { take: 50 }),
);

export const redeliverAction = defineAction(
  { access: AGENTS, input: [idSchema.extend({ batchIds: z.array(recordIdSchema).max(1000).optional() })] },
  (caller, { id, batchIds }) => redeliver(caller, id, { batchIds }),
);

export const sendTestUpdateAction = defineAction(
  { ...fromOperation(sendFeedTestUpdateOperation), input: [idSchema] },
  (caller, { id }) => sendTestUpdate(caller, id),
);
