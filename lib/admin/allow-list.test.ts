// A bad allow-list entry is refused in the caller's language: the parser (lib/net, below every
// domain) says what is wrong in English, and the admin's refusal words the same problem from the
// catalogue. The English of the two must stay the same to the letter, for every kind of problem.
import { describe, expect, it } from "vitest";
import { cidrRefusal } from "@/lib/admin/allow-list";
import { ApiError } from "@/lib/core/errors";
import { wordingFor } from "@/lib/i18n/sentences";
import { parseAllowListEntry, type CidrProblem } from "@/lib/net/allow-list";

const BAD = [
  "",
  "fe80::1%eth0",
  "10.0.0.0/8/8",
  "example.com",
  "10.0.0.0/x",
  "::ffff:10.0.0.0/64",
  "2001:db8::/129",
  "10.1.2.3/8",
];

describe("an allow-list entry refused", () => {
  it("reads the same in English from the catalogue as the parser wrote it, for every kind of problem", () => {
    const kinds = new Set<CidrProblem["kind"]>();
    for (const text of BAD) {
      const parsed = parseAllowListEntry(text);
      expect(parsed.ok, text).toBe(false);
      if (parsed.ok) continue;
      kinds.add(parsed.problem.kind);
      expect(cidrRefusal(parsed.problem).text).toBe(parsed.message);
    }
    expect(kinds.size).toBe(8);
  });

  it("is worded in French for a French caller", () => {
    const parsed = parseAllowListEntry("10.1.2.3/8");
    if (parsed.ok) throw new Error("10.1.2.3/8 has host bits set");
    const french = new ApiError("VALIDATION_FAILED", cidrRefusal(parsed.problem)).toEnvelope(wordingFor("fr"));
    expect(french.message).toBe(
      "«\u00a010.1.2.3/8\u00a0» a des bits à 1 après le préfixe /8\u00a0; vouliez-vous dire 10.0.0.0/8\u00a0?",
    );
  });
});
