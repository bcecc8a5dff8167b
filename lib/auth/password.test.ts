import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "@/lib/auth/password";

describe("password hashing", () => {
  it("verifies the right password and refuses a wrong one; salts differ", async () => {
    const a = await hashPassword("correct horse");
    const b = await hashPassword("correct horse");
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword("correct horse", a)).toBe(true);
    expect(await verifyPassword("correct horsf", a)).toBe(false);
    expect(await verifyPassword("x", "not-a-hash")).toBe(false);
  }, 120_000); // four deliberately slow hashes; a loaded two-core machine takes its time
});
