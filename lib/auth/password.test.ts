import { afterEach, describe, expect, it } from "vitest";
import { dummyPasswordHash, hashPassword, verifyPassword } from "@/lib/auth/password";

const testCost = process.env.PASSWORD_HASH_LOG_N;
afterEach(() => {
  process.env.PASSWORD_HASH_LOG_N = testCost;
});

describe("password hashing", () => {
  it("verifies the right password and refuses a wrong one; salts differ", async () => {
    const a = await hashPassword("correct horse");
    const b = await hashPassword("correct horse");
    expect(a).toMatch(/^scrypt\$\d+\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword("correct horse", a)).toBe(true);
    expect(await verifyPassword("correct horsf", a)).toBe(false);
    expect(await verifyPassword("x", "not-a-hash")).toBe(false);
  });

  it("hashes at OWASP's N=2^17 unless told otherwise, and checks a stored hash at its own cost", async () => {
    delete process.env.PASSWORD_HASH_LOG_N;
    const production = await hashPassword("correct horse");
    expect(production).toMatch(/^scrypt\$131072\$8\$1\$/);
    process.env.PASSWORD_HASH_LOG_N = "12"; // what the test suites set (lib/testing/worker-setup.ts)
    expect(await hashPassword("x")).toMatch(/^scrypt\$4096\$8\$1\$/);
    expect(await verifyPassword("correct horse", production)).toBe(true);
    expect(await verifyPassword("correct horsf", production)).toBe(false);
  }, 120_000); // three hashes at the production cost; a loaded two-core machine takes its time

  it("checks an unknown account against a dummy hash of the cost new hashes get", async () => {
    const dummy = await dummyPasswordHash();
    expect(dummy.split("$")[1]).toBe(String(2 ** Number(process.env.PASSWORD_HASH_LOG_N ?? 17)));
    expect(await verifyPassword("", dummy)).toBe(false);
  });
});
