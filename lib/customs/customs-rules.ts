// Customs data for the EU's safety filing (ICS2 entry summary declaration, ENS): an HS code per
// unit, defaulted from its unit type, and the EORI number of shipper and consignee where the Pod,
// or a call of the sailing between the Pol and the Pod, is in the EU. Pure: the save, the ENS data
// set and the booking page use it. The defaults are plausible headings, not customs advice.
import type { UnitType } from "@/lib/schedule/enums";

/** The HS code a unit of each type gets when none is sent (6 digits, the ENS minimum). */
export const DEFAULT_HS_CODE: Record<UnitType, string> = {
  C: "870323", // passenger cars, spark ignition, 1,500–3,000 cm³
  V: "870421", // goods vehicles, diesel, up to 5 t
  B: "870421",
  T: "870120", // road tractors for semi-trailers
  U: "871639", // trailers for goods
  M: "871130", // motorcycles, 250–500 cm³
  E: "842952", // mechanical shovels and excavators
  K: "860900", // containers
};

/** An HS code: 6, 8 or 10 digits. */
export const HS_CODE_PATTERN = /^\d{6}(\d{2}){0,2}$/;

/** The HS code a unit of this type gets by default (null for no type or an unknown one). */
export function defaultHsCode(type: string | null | undefined): string | null {
  return type && type in DEFAULT_HS_CODE ? DEFAULT_HS_CODE[type as UnitType] : null;
}

/** An EORI number: the issuing country's two letters and up to 15 letters or digits. */
export const EORI_PATTERN = /^[A-Z]{2}[A-Z0-9]{1,15}$/;

/** A party's EORI as the interface carries it: `IdentifierType` "EORI" and `IdentifierCode`. */
export function eoriOf(party: { identifierType: string | null; identifierCode: string | null } | null): string | null {
  if (!party || (party.identifierType ?? "").trim().toUpperCase() !== "EORI") return null;
  const code = (party.identifierCode ?? "").replace(/\s+/g, "").toUpperCase();
  return EORI_PATTERN.test(code) ? code : null;
}

/** The member states of the EU's customs union (ISO 3166 alpha-2). */
export const EU_COUNTRIES: ReadonlySet<string> = new Set(
  "AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE".split(" "),
);

/** Whether the EU's entry summary applies: the Pod, or a call after the Pol up to the Pod, is in the EU. */
export function needsEuFiling(podCountry: string | null, transitCountries: readonly string[]): boolean {
  return (!!podCountry && EU_COUNTRIES.has(podCountry)) || transitCountries.some((c) => EU_COUNTRIES.has(c));
}
