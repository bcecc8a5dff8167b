// Password hashing with scrypt at OWASP's recommended parameters (N=2^17, r=8, p=1; the test
// suites lower N with PASSWORD_HASH_LOG_N, and every hash carries its own parameters).
// Each hash takes ~128 MB and a libuv thread for a good fraction of a second, so at most
// HASH_CONCURRENCY run at once: a burst of sign-ins waits its turn instead of filling memory
// and every libuv thread (which file reads and DNS share) and stalling other requests.
import { singleton } from "@/lib/process/singleton";
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { passwordEnv } from "@/lib/env";

const PRODUCTION_LOG_N = 17;
const params = () => ({ N: 2 ** passwordEnv().PASSWORD_HASH_LOG_N, r: 8, p: 1 });
const KEY_LENGTH = 32;
const MAX_MEM = 256 * 1024 * 1024;
export const HASH_CONCURRENCY = 2;

/** A hash of a random, forgotten password at N=2^17. */
const PRODUCTION_DUMMY_HASH = "scrypt$131072$8$1$RhHs0GNy5XezywjTx5oBXQ$Mi_dXwTMXgI9iGcTc-R0On_WqFOZI3_VIqKnwNk4aKQ";
const dummyHashes = new Map<number, Promise<string>>();

/**
 * A hash of a random, forgotten password at the cost new hashes get: an unknown account is checked
 * against it, so its answer takes as long as a known account's (no account enumeration by timing).
 */
export function dummyPasswordHash(): Promise<string> {
  const logN = passwordEnv().PASSWORD_HASH_LOG_N;
  let hash = dummyHashes.get(logN);
  if (!hash) {
    hash =
      logN === PRODUCTION_LOG_N
        ? Promise.resolve(PRODUCTION_DUMMY_HASH)
        : hashPassword(randomBytes(16).toString("base64url"));
    dummyHashes.set(logN, hash);
  }
  return hash;
}

// One set of slots per process, on globalThis: Next.js bundles this module separately into
// next-auth's route (sign-in) and the operator console's actions (new users, password resets).
interface HashSlots {
  running: number;
  started: number;
  waiting: (() => void)[];
}
// Read through a function, not kept in a const: a test file of a shared worker starts with a new one.
const slots = () => singleton<HashSlots>("auth.hashSlots", () => ({ running: 0, started: 0, waiting: [] }));

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  slots().started++;
  if (slots().running >= HASH_CONCURRENCY) await new Promise<void>((resolve) => slots().waiting.push(resolve));
  else slots().running++;
  try {
    return await work();
  } finally {
    const next = slots().waiting.shift();
    if (next)
      next(); // the slot passes straight to the next in line
    else slots().running--;
  }
}

/** Hashes asked for since the process started (for tests: an unknown account costs one too). */
export function hashesStarted(): number {
  return slots().started;
}

/** Hashes running and waiting now (for tests and diagnostics). */
export function hashLoad(): { running: number; waiting: number } {
  return { running: slots().running, waiting: slots().waiting.length };
}

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return withHashSlot(
    () =>
      new Promise((resolve, reject) =>
        scryptCb(password.normalize("NFKC"), salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
      ),
  );
}

/** "scrypt$N$r$p$salt$hash" (base64url), so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = params();
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: MAX_MEM });
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await scrypt(password, Buffer.from(salt, "base64url"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEM,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
