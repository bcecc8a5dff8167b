// When two address-book entries are the same party: the same name (company, or first and last)
// and the same address, compared after folding case, accents, spacing and punctuation, so
// "Client N.V." at "Dorpstraat 1" is "CLIENT NV" at "dorpstraat  1". Pure: the save (reuse instead
// of a new row), the booking form's suggestions (one of each) and their tests share it.
import { isRecord } from "@/lib/core/narrow";

/** The address fields that say where a party is (not its bill of lading or coordinates). */
const ADDRESS_KEYS = ["Address1", "Address2", "Street", "PostalCode", "City", "Region", "Country"] as const;

/** Letters and digits only, lower case, accents dropped: "Café  N.V." → "cafenv". */
export function foldText(value: unknown): string {
  if (typeof value !== "string") return "";
  return value
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
}

export interface MatchableParty {
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  /** the stored or sent address object (ExtBookingPartyAddress), or null */
  address?: unknown;
}

/** The party's identity for matching, or null when it has no name to match by. */
export function partyMatchKey(party: MatchableParty): string | null {
  const name = foldText(party.name);
  const person = `${foldText(party.firstName)}|${foldText(party.lastName)}`;
  if (!name && person === "|") return null;
  const stored = party.address;
  const address = isRecord(stored)
    ? ADDRESS_KEYS.map((key) => foldText(stored[key])).join("|")
    : ADDRESS_KEYS.map(() => "").join("|");
  return `${name}|${person}|${address}`;
}

/** The entries in order, each later one with the key of an earlier one left out. */
export function onePerParty<T extends MatchableParty>(entries: T[]): T[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const key = partyMatchKey(entry);
    if (key === null) return true;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
