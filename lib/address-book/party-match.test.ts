// What counts as the same address-book party: name and address folded (case, accents, spacing,
// punctuation); a different street or name is another party.
import { describe, expect, it } from "vitest";
import { onePerParty, partyMatchKey } from "@/lib/address-book/party-match";

describe("partyMatchKey", () => {
  it("folds case, accents, spacing and punctuation of the name and the address", () => {
    const a = partyMatchKey({ name: "Client N.V.", address: { Street: "Dorpstraat 1", City: "Gent" } });
    const b = partyMatchKey({ name: "  CLIENT nv ", address: { Street: "dorpstraat  1", City: "GENT", Country: "" } });
    expect(a).toBe(b);
    expect(partyMatchKey({ name: "Café Lumière" })).toBe(partyMatchKey({ name: "CAFE LUMIERE" }));
  });

  it("tells apart another name, another address, and a person from a company", () => {
    const base = partyMatchKey({ name: "Client NV", address: { City: "Gent" } });
    expect(partyMatchKey({ name: "Client NV", address: { City: "Brugge" } })).not.toBe(base);
    expect(partyMatchKey({ name: "Client BV", address: { City: "Gent" } })).not.toBe(base);
    expect(partyMatchKey({ firstName: "Ann", lastName: "Lee" })).not.toBe(partyMatchKey({ name: "Ann Lee" }));
    expect(partyMatchKey({ name: "  ", firstName: null })).toBeNull();
  });

  it("onePerParty keeps the first of each party, in order", () => {
    const rows = [
      { id: 1, name: "Acme Auto Export" },
      { id: 2, name: "ACME auto-export" },
      { id: 3, name: "Other" },
      { id: 4, name: null },
      { id: 5, name: null },
    ];
    expect(onePerParty(rows).map((r) => r.id)).toEqual([1, 3, 4, 5]);
  });
});
