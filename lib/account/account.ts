import "server-only";
// My account: what the signed-in user sees of themself, their password and their time zone. Only
// sessions reach here (requireActionCaller / requirePageCaller): an API key has no account.
import { ApiError, fieldError } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import type { Caller } from "@/lib/auth/caller";
import { endUserSessions } from "@/lib/auth/end-sessions";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { recordUserAudit } from "@/lib/admin/audit";
import { replacePassword } from "@/lib/admin/users";
import { db } from "@/lib/db/prisma";
import { consumeLimit, refundLimit, type LimitRule } from "@/lib/rate-limit/limits";
import type { AccountLocaleInput, AccountTimeZoneInput, AccountView, ChangePasswordInput } from "@/lib/account/schemas";
import { isLocale, type Locale } from "@/lib/i18n/locales";

/**
 * Wrong current passwords per user: a stolen session must not become a password-guessing oracle
 * that sign-in's limits do not see. Counted before the check, given back on success, as sign-in does.
 */
export const PASSWORD_CHANGE_FAILURES: LimitRule = {
  name: "password_change",
  points: 5,
  windowSeconds: 15 * 60,
  blockSeconds: 15 * 60,
};

function userIdOf(caller: Caller): number {
  if (caller.kind !== "user") throw new ApiError("FORBIDDEN", refusal("refusals.account.personOnly"));
  return caller.id;
}

export async function getAccount(caller: Caller): Promise<AccountView> {
  const user = await db().user.findUnique({
    where: { id: userIdOf(caller) },
    include: { agent: { select: { name: true } }, line: { select: { name: true } } },
  });
  if (!user) throw new ApiError("NOT_FOUND", refusal("refusals.account.gone"));
  return {
    name: user.name,
    email: user.email,
    role: user.role,
    org: user.agent
      ? { kind: "agent", name: user.agent.name }
      : user.line
        ? { kind: "line", name: user.line.name }
        : null,
    timeZone: user.timeZone,
    locale: isLocale(user.locale) ? user.locale : null,
  };
}

/**
 * Changes the caller's password when the current one is right, and ends every session of the user
 * (sessionVersion). Answers the new session version: the action re-issues the caller's own cookie
 * at it, so this session stands and every other one has ended.
 */
export async function changePassword(caller: Caller, input: ChangePasswordInput): Promise<{ sessionVersion: number }> {
  const id = userIdOf(caller);
  const key = String(id);
  await consumeLimit(PASSWORD_CHANGE_FAILURES, key);
  const user = await db().user.findUnique({
    where: { id },
    select: { passwordHash: true, email: true, agentId: true },
  });
  if (!user) throw new ApiError("NOT_FOUND", refusal("refusals.account.gone"));
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw new ApiError("VALIDATION_FAILED", refusal("refusals.account.wrongPassword"), [
      fieldError("currentPassword", "wrong_password", refusal("refusals.account.notCurrentPassword")),
    ]);
  }
  await refundLimit(PASSWORD_CHANGE_FAILURES, key);
  const passwordHash = await hashPassword(input.newPassword);
  return db().$transaction(async (tx) => {
    await replacePassword(
      tx,
      caller,
      { id, agentId: user.agentId },
      passwordHash,
      "user.changePassword",
      `${user.email} changed their password; their other sessions ended`,
    );
    const { sessionVersion } = await tx.user.findUniqueOrThrow({ where: { id }, select: { sessionVersion: true } });
    return { sessionVersion };
  });
}

/** Sign out everywhere: every session of the caller ends, this one too (Sign out ends only this one). */
export async function signOutEverywhere(caller: Caller): Promise<void> {
  const id = userIdOf(caller);
  await db().$transaction(async (tx) => {
    const user = await tx.user.findUniqueOrThrow({ where: { id }, select: { email: true, agentId: true } });
    await endUserSessions(id, tx);
    await recordUserAudit(
      tx,
      caller,
      { id, agentId: user.agentId },
      "user.signOutEverywhere",
      `${user.email} signed out everywhere`,
    );
  });
}

/** The zone of the caller's daily digest and of their dates where the portal shows personal time. */
export async function setTimeZone(caller: Caller, input: AccountTimeZoneInput): Promise<{ timeZone: string }> {
  const id = userIdOf(caller);
  const user = await db().user.update({
    where: { id },
    data: { timeZone: input.timeZone },
    select: { timeZone: true },
  });
  return { timeZone: user.timeZone };
}

/** The caller's language (null: their browser's), kept on the user for their e-mails and papers. */
export async function setLocale(caller: Caller, input: AccountLocaleInput): Promise<{ locale: Locale | null }> {
  const id = userIdOf(caller);
  const locale = input.locale === "browser" ? null : input.locale;
  await db().user.update({ where: { id }, data: { locale }, select: { id: true } });
  return { locale };
}

/** The zone the caller reads instants in (My account's time zone); UTC for an API key or none. */
export async function viewerTimeZone(caller: Caller): Promise<string> {
  if (caller.kind !== "user") return "UTC";
  const user = await db().user.findUnique({ where: { id: caller.id }, select: { timeZone: true } });
  return user?.timeZone ?? "UTC";
}
