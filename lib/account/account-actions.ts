"use server";
// Server actions of My account (decision 103): every signed-in role, for themself only.
import type { ActionResult } from "@/lib/actions/action-result";
import { runAction } from "@/lib/actions/run-action";
import { cookies } from "next/headers";
import { changePassword, setTimeZone, signOutEverywhere } from "@/lib/account/account";
import { accountTimeZoneSchema, changePasswordSchema } from "@/lib/account/schemas";
import { requireActionCaller } from "@/lib/auth/current-caller";
import { reissueSessionAt } from "@/lib/auth/reissue-session";
import { sessionCookieName } from "@/lib/auth/cookies";

export async function changePasswordAction(input: unknown): Promise<ActionResult<{ changed: true }>> {
  return runAction(async () => {
    const { sessionVersion } = await changePassword(await requireActionCaller(), changePasswordSchema.parse(input));
    // Every session of the user ended with the change; this one goes on at the new version.
    await reissueSessionAt(sessionVersion);
    return { changed: true as const };
  });
}

export async function setTimeZoneAction(input: unknown): Promise<ActionResult<{ timeZone: string }>> {
  return runAction(async () => setTimeZone(await requireActionCaller(), accountTimeZoneSchema.parse(input)));
}

export async function signOutEverywhereAction(): Promise<ActionResult<{ signedOut: true }>> {
  return runAction(async () => {
    await signOutEverywhere(await requireActionCaller());
    // This session has ended with the others: its cookie goes too.
    (await cookies()).delete(sessionCookieName());
    return { signedOut: true as const };
  });
}
