"use server";
// Server actions of My account (decision 103): every signed-in role, for themself only.
import { cookies } from "next/headers";
import { defineAction } from "@/lib/actions/define-action";
import { changePassword, setLocale, setTimeZone, signOutEverywhere } from "@/lib/account/account";
import { writeLocaleCookie } from "@/lib/i18n/locale-cookie";
import { accountLocaleSchema, accountTimeZoneSchema, changePasswordSchema } from "@/lib/account/schemas";
import { reissueSessionAt } from "@/lib/auth/reissue-session";
import { sessionCookieName } from "@/lib/auth/cookies";

export const changePasswordAction = defineAction(
  { access: "signed-in", input: [changePasswordSchema] },
  async (caller, input) => {
    const { sessionVersion } = await changePassword(caller, input);
    // Every session of the user ended with the change; this one goes on at the new version.
    await reissueSessionAt(sessionVersion);
    return { changed: true as const };
  },
);

export const setTimeZoneAction = defineAction(
  { access: "signed-in", input: [accountTimeZoneSchema] },
  (caller, input) => setTimeZone(caller, input),
);

/** The signed-in user's language: kept on the user (e-mails, papers) and on this browser (pages). */
export const setLocaleAction = defineAction(
  { access: "signed-in", input: [accountLocaleSchema] },
  async (caller, input) => {
    const result = await setLocale(caller, input);
    await writeLocaleCookie(result.locale);
    return result;
  },
);

export const signOutEverywhereAction = defineAction({ access: "signed-in", input: [] }, async (caller) => {
  await signOutEverywhere(caller);
  // This session has ended with the others: its cookie goes too.
  (await cookies()).delete(sessionCookieName());
  return { signedOut: true as const };
});
