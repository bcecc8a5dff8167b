// Builders of valid save messages for tests, benchmarks and e2e specs (never used by the app).
import { randomInt } from "node:crypto";
import { vinCheckDigit } from "@/lib/booking/units/serial";
import type { ExtBookingInput, ExtBookingItemInput, ExtBookingParty } from "@/lib/booking/message/save-schema";

const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";

/** A random 17-character VIN with a correct check digit. */
export function randomVin(): string {
  const chars = Array.from({ length: 17 }, () => VIN_CHARS[randomInt(VIN_CHARS.length)]);
  chars[8] = "0";
  chars[8] = vinCheckDigit(chars.join(""))!;
  return chars.join("");
}

/** A random VIN of `length` characters (no check digit). */
export function randomSerial(length: number, alphabet = VIN_CHARS): string {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join("");
}

export const ref = (code: string): ExtBookingParty => ({ Code: code, IsReferenceOnly: true });

export function itemInput(relativeId: number, overrides: Partial<ExtBookingItemInput> = {}): ExtBookingItemInput {
  return {
    RelativeId: relativeId,
    Description: "Toyota Land Cruiser",
    SerialType: "Vin",
    SerialNumber: randomVin(),
    Year: 2020,
    Priority: "Used",
    ...overrides,
  };
}

/** A valid booking of the Acme agent (or `agent` "BVF") from Zeebrugge (ICO) to Lagos. */
export function bookingInput(
  options: {
    agent?: "ACME" | "BVF";
    items?: number;
    header?: Partial<ExtBookingInput["Header"]>;
    itemOverrides?: Partial<ExtBookingItemInput>;
  } = {},
): ExtBookingInput {
  const tag = options.agent ?? "ACME";
  return {
    Header: {
      Id: 0,
      Pol: "BEZEE",
      Terminal: "ICO",
      Pod: "NGLOS",
      Line: "Nordic Ro-Ro Lines",
      AgentId: 0,
      IsCanceled: false,
      Shipper: ref(`${tag}-SHP`),
      Exporter: ref(`${tag}-EXP`),
      Consignee: ref(`${tag}-CNE`),
      Notify: ref(`${tag}-NTF`),
      ...options.header,
    },
    Items: Array.from({ length: options.items ?? 1 }, (_, i) => itemInput(i + 1, options.itemOverrides)),
  };
}
