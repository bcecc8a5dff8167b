"use server";
// Server actions of the operator's console: the /api/admin operations' access rules, body schemas
// and domain functions (lib/admin), answered as ActionResult so a form shows each error where it belongs.
import { z } from "zod";
import { defineAction, fromOperation } from "@/lib/actions/define-action";
import { createAgent, updateAgent } from "@/lib/admin/agents";
import { issueApiKey, revokeApiKey } from "@/lib/admin/api-keys";
import { replaceAllowList } from "@/lib/admin/allow-list";
import { createUser, resetUserPassword, setUserActive } from "@/lib/admin/users";
import {
  createAgentOperation,
  createUserOperation,
  issueApiKeyOperation,
  replaceAllowListOperation,
  resetUserPasswordOperation,
  revokeApiKeyOperation,
  setUserActiveOperation,
  updateAgentOperation,
} from "@/lib/api/operations/admin";
import { recordIdSchema } from "@/lib/core/operation";

const createAgentRule = fromOperation(createAgentOperation);
export const createAgentAction = defineAction({ ...createAgentRule, input: [createAgentRule.body] }, (caller, input) =>
  createAgent(caller, input),
);

const updateAgentRule = fromOperation(updateAgentOperation);
export const updateAgentAction = defineAction(
  { ...updateAgentRule, input: [recordIdSchema, updateAgentRule.body] },
  (caller, id, input) => updateAgent(caller, id, input),
);

const issueKeyRule = fromOperation(issueApiKeyOperation);
export const issueKeyAction = defineAction(
  { ...issueKeyRule, input: [recordIdSchema, issueKeyRule.body] },
  (caller, agentId, input) => issueApiKey(caller, agentId, input),
);

export const revokeKeyAction = defineAction(
  { ...fromOperation(revokeApiKeyOperation), input: [recordIdSchema] },
  (caller, keyId) => revokeApiKey(caller, keyId),
);

const allowListRule = fromOperation(replaceAllowListOperation);
export const replaceAllowListAction = defineAction(
  { ...allowListRule, input: [recordIdSchema, allowListRule.body] },
  (caller, agentId, input) => replaceAllowList(caller, agentId, input),
);

const createUserRule = fromOperation(createUserOperation);
export const createUserAction = defineAction({ ...createUserRule, input: [createUserRule.body] }, (caller, input) =>
  createUser(caller, input),
);

export const resetPasswordAction = defineAction(
  { ...fromOperation(resetUserPasswordOperation), input: [recordIdSchema] },
  (caller, userId) => resetUserPassword(caller, userId),
);

export const setUserActiveAction = defineAction(
  { ...fromOperation(setUserActiveOperation), input: [recordIdSchema, z.boolean()] },
  (caller, userId, active) => setUserActive(caller, userId, active),
);
