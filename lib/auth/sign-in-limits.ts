import "server-only";
// Brute-force limits of sign-in (rate-limiter-flexible on PostgreSQL, shared by every process):
// each attempt counts against the account and the client's address before the password is
// checked, so a locked account stays locked even for the right password; a success clears the
// account's count and gives the address its attempt back.
import { consumeLimit, refundLimit, resetLimit, SIGN_IN_PER_ACCOUNT, signInPerIp } from "@/lib/rate-limit/limits";

/** The account key: the email as sign-in reads it (trimmed, lower case), so "A@x" and "a@x " count together. */
export function accountKey(email: string): string {
  return email.trim().toLowerCase().slice(0, 200);
}

/** Counts an attempt; throws RateLimitedError (429) when the account or the address is over its limit. */
export async function beginSignInAttempt(email: string, ip: string): Promise<void> {
  await consumeLimit(SIGN_IN_PER_ACCOUNT, accountKey(email));
  await consumeLimit(signInPerIp(), ip || "unknown");
}

export async function signInSucceeded(email: string, ip: string): Promise<void> {
  await resetLimit(SIGN_IN_PER_ACCOUNT, accountKey(email));
  await refundLimit(signInPerIp(), ip || "unknown");
}
