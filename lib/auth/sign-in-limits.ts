import "server-only";
// Brute-force limits of sign-in (rate-limiter-flexible on PostgreSQL, shared by every process).
// Each attempt counts before the password is checked, so a pair that is waiting stays waiting even
// for the right password:
// - per account and client address (10 in 15 minutes): a stranger who knows an e-mail address
//   locks only their own address out of it, never the owner at theirs;
// - per client address (many accounts tried from one place);
// - per account from all addresses (guessing spread over many addresses): past it, only addresses
//   the account signed in from within 30 days may still try.
// A success clears the pair's count, gives the address and the account their attempt back, and
// remembers the address for the account.
import {
  consumeLimit,
  keyRemembered,
  refundLimit,
  rememberKey,
  resetLimit,
  SIGN_IN_KNOWN_ADDRESS,
  SIGN_IN_PER_ACCOUNT_AND_ADDRESS,
  signInPerAccount,
  signInPerIp,
} from "@/lib/rate-limit/limits";
import { RateLimitedError } from "@/lib/rate-limit/rate-limited-error";

/** The account key: the email as sign-in reads it (trimmed, lower case), so "A@x" and "a@x " count together. */
export function accountKey(email: string): string {
  return email.trim().toLowerCase().slice(0, 200);
}

const addressKey = (ip: string) => ip || "unknown";
const pairKey = (email: string, ip: string) => `${accountKey(email)} ${addressKey(ip)}`;

/** Counts an attempt; throws RateLimitedError (429) when this address must wait for this account. */
export async function beginSignInAttempt(email: string, ip: string): Promise<void> {
  await consumeLimit(SIGN_IN_PER_ACCOUNT_AND_ADDRESS, pairKey(email, ip));
  await consumeLimit(signInPerIp(), addressKey(ip));
  try {
    await consumeLimit(signInPerAccount(), accountKey(email));
  } catch (error) {
    if (!(error instanceof RateLimitedError) || !(await keyRemembered(SIGN_IN_KNOWN_ADDRESS, pairKey(email, ip))))
      throw error;
  }
}

export async function signInSucceeded(email: string, ip: string): Promise<void> {
  await resetLimit(SIGN_IN_PER_ACCOUNT_AND_ADDRESS, pairKey(email, ip));
  await refundLimit(signInPerIp(), addressKey(ip));
  await refundLimit(signInPerAccount(), accountKey(email));
  await rememberKey(SIGN_IN_KNOWN_ADDRESS, pairKey(email, ip));
}
