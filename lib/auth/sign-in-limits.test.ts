// Brute-force limits of sign-in, on the real rate-limit table: attempts count per account and
// address together, so a stranger who knows an e-mail address locks only their own address out
// of it; guessing spread over many addresses is capped per account, past which only an address
// the account signed in from may still try. (The form's 429 over HTTP: e2e/security.spec.ts.)
import { beforeAll, describe, expect, it } from "vitest";
import { beginSignInAttempt, signInSucceeded } from "@/lib/auth/sign-in-limits";
import { RateLimitedError } from "@/lib/rate-limit/rate-limited-error";

/** A small account-wide cap keeps the test short (set before this file first reads the environment). */
const ACCOUNT_CAP = 30;
const OWNER_IP = "198.51.100.7";
const STRANGER_IP = "203.0.113.5";

/** An attempt as sign-in makes it before the password check: "counted", or the 429's wait. */
async function attempt(email: string, ip: string): Promise<"counted" | number> {
  try {
    await beginSignInAttempt(email, ip);
    return "counted";
  } catch (error) {
    if (error instanceof RateLimitedError) return error.retryAfterSeconds;
    throw error;
  }
}

const newAccount = () => `owner-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@quayside.test`;

beforeAll(() => {
  process.env.SIGN_IN_FAILURES_PER_ACCOUNT = String(ACCOUNT_CAP);
});

describe("sign-in limits", () => {
  it("a stranger who keeps failing locks only their own address out of the account; the owner still gets in", async () => {
    const email = newAccount();
    for (let i = 0; i < 10; i++) expect(await attempt(email, STRANGER_IP)).toBe("counted");
    // The stranger's 11th, and the same again within the 15 minutes: refused, right password or not.
    expect(await attempt(email, STRANGER_IP)).toBeGreaterThan(14 * 60);
    expect(await attempt(` ${email.toUpperCase()}`, STRANGER_IP)).toBeGreaterThan(0);
    // The owner, from their own address, is not held up by it.
    expect(await attempt(email, OWNER_IP)).toBe("counted");
    await signInSucceeded(email, OWNER_IP);
    // The owner's own mistakes still count against the owner's address.
    for (let i = 0; i < 10; i++) expect(await attempt(email, OWNER_IP)).toBe("counted");
    expect(await attempt(email, OWNER_IP)).toBeGreaterThan(0);
  });

  it("guessing spread over many addresses is capped per account, but an address the account signed in from still gets in", async () => {
    const email = newAccount();
    expect(await attempt(email, OWNER_IP)).toBe("counted");
    await signInSucceeded(email, OWNER_IP);
    const refusals: number[] = [];
    for (let i = 0; i < ACCOUNT_CAP + 5; i++) {
      const answer = await attempt(email, `192.0.2.${(i % 200) + 20}`);
      if (answer !== "counted") refusals.push(answer);
    }
    expect(refusals).toHaveLength(5);
    expect(await attempt(email, "192.0.2.250")).toBeGreaterThan(0);
    expect(await attempt(email, OWNER_IP)).toBe("counted");
  });
});
