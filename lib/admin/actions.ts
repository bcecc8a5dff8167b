"use server";
// Server actions of the operator's console: the same lib/admin functions the /api/admin routes call,
// answered as ActionResult so a form shows each error where it belongs.
import { z } from "zod";
import { requireActionCaller } from "@/lib/auth/current-caller";
import { createAgent, updateAgent } from "@/lib/admin/agents";
import { issueApiKey, revokeApiKey } from "@/lib/admin/api-keys";
import { replaceAllowList } from "@/lib/admin/allow-list";
import type { AgentSummary, AllowList, IssuedKey, UserCreated, UserView } from "@/lib/admin/schemas";
import { createUser, resetUserPassword, setUserActive } from "@/lib/admin/users";
import type { ActionResult } from "@/lib/actions/action-result";
import { runAction } from "@/lib/actions/run-action";

const admin = () => requireActionCaller(["ADMIN"]);
const idSchema = z.number().int().positive();

export async function createAgentAction(
  input: unknown,
): Promise<ActionResult<{ id: number; code: string; name: string }>> {
  return runAction(async () => createAgent(await admin(), input));
}

export async function updateAgentAction(id: number, input: unknown): Promise<ActionResult<AgentSummary>> {
  return runAction(async () => updateAgent(await admin(), idSchema.parse(id), input));
}

export async function issueKeyAction(agentId: number, input: unknown): Promise<ActionResult<IssuedKey>> {
  return runAction(async () => issueApiKey(await admin(), idSchema.parse(agentId), input));
}

export async function revokeKeyAction(keyId: number): Promise<ActionResult<{ id: number; revokedAt: string }>> {
  return runAction(async () => revokeApiKey(await admin(), idSchema.parse(keyId)));
}

export async function replaceAllowListAction(agentId: number, input: unknown): Promise<ActionResult<AllowList>> {
  return runAction(async () => replaceAllowList(await admin(), idSchema.parse(agentId), input));
}

export async function createUserAction(input: unknown): Promise<ActionResult<UserCreated>> {
  return runAction(async () => createUser(await admin(), input));
}

export async function resetPasswordAction(userId: number): Promise<ActionResult<UserCreated>> {
  return runAction(async () => resetUserPassword(await admin(), idSchema.parse(userId)));
}

export async function setUserActiveAction(userId: number, active: boolean): Promise<ActionResult<UserView>> {
  return runAction(async () => setUserActive(await admin(), idSchema.parse(userId), z.boolean().parse(active)));
}
