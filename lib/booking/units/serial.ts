// Serial number rules of booking items (spec rules 7 and 8, DESIGN.md "Serial numbers").
// Pure functions, safe in the browser: the booking form and the server share them.
import { sentenceHere, type SentenceKey, type SentenceValues } from "@/lib/i18n/sentences";

export const SERIAL_TYPES = ["Vin", "Serial"] as const;
export type SerialType = (typeof SERIAL_TYPES)[number];

export const VIN_MIN = 5;
export const VIN_MAX = 21;
export const SERIAL_MIN = 3;
export const SERIAL_MAX = 25;

/** Letters and digits without I, O and Q (either case): the VIN alphabet of ISO 3779. */
const VIN_ALPHABET = /^[A-HJ-NPR-Z0-9]+$/i;
const WHITESPACE = /\s/;
/** Invisible format characters (zero-width space and joiners, soft hyphen, BOM, bidi marks, …). */
const FORMAT_CHARACTERS = /\p{Cf}/gu;
/** What a Serial may hold once cleaned: printable ASCII (no Cyrillic Н or Greek Α passing for H or A). */
const SERIAL_ALPHABET = /^[\x21-\x7E]*$/;

/**
 * A serial as the unit carries it: compatibility forms folded (NFKC: a full-width Ｇ is G) and
 * invisible format characters dropped (a zero-width space, joiner or soft hyphen is no character
 * of a serial). The rules and the chassis key (rules 9–11) apply to this.
 */
export function cleanSerial(serial: string): string {
  return serial.normalize("NFKC").replace(FORMAT_CHARACTERS, "");
}

export interface SerialIssue {
  code: "serial_has_spaces" | "vin_length" | "vin_characters" | "serial_length" | "serial_characters";
  message: string;
}

/** Rule 7 (no spaces) and rule 8 (length and alphabet by SerialType); [] when the serial is fine. */
/** A serial's issue as the catalogue words it (decision 120). */
export interface SerialIssueWords {
  code: SerialIssue["code"];
  key: SentenceKey;
  values?: SentenceValues;
}

/** The serial's issues in the language of the place (the page's in a browser, English on the server). */
export function serialIssues(type: SerialType, serial: string): SerialIssue[] {
  return serialIssueWords(type, serial).map(({ code, key, values }) => ({ code, message: sentenceHere(key, values) }));
}

export function serialIssueWords(type: SerialType, serial: string): SerialIssueWords[] {
  const issues: SerialIssueWords[] = [];
  if (WHITESPACE.test(serial)) issues.push({ code: "serial_has_spaces", key: "validation.serial.spaces" });
  const length = [...serial].length;
  if (type === "Vin") {
    if (length < VIN_MIN || length > VIN_MAX) {
      issues.push({
        code: "vin_length",
        key: "validation.serial.vinLength",
        values: { min: VIN_MIN, max: VIN_MAX, length },
      });
    }
    if (!WHITESPACE.test(serial) && !VIN_ALPHABET.test(serial)) {
      issues.push({ code: "vin_characters", key: "validation.serial.vinCharacters" });
    }
  } else {
    const clean = cleanSerial(serial);
    if (WHITESPACE.test(clean) && !WHITESPACE.test(serial))
      issues.push({ code: "serial_has_spaces", key: "validation.serial.spaces" });
    const cleanLength = [...clean].length;
    if (cleanLength < SERIAL_MIN || cleanLength > SERIAL_MAX) {
      issues.push({
        code: "serial_length",
        key: "validation.serial.serialLength",
        values: { min: SERIAL_MIN, max: SERIAL_MAX, length: cleanLength },
      });
    }
    const foreign = [...clean].find((c) => !WHITESPACE.test(c) && !SERIAL_ALPHABET.test(c));
    if (foreign !== undefined) {
      const code = foreign.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0");
      issues.push({
        code: "serial_characters",
        key: "validation.serial.serialCharacters",
        values: { character: foreign, code },
      });
    }
  }
  return issues;
}

/**
 * The stored key of rules 9–11: the cleaned serial (cleanSerial) in upper case, with its
 * punctuation dropped: `AB-123.` and `AB123` are one chassis plate read two ways, never two units.
 * A serial of punctuation alone keeps it (it is still a key, if an odd one).
 */
export function normalizeChassis(serial: string): string {
  const upper = cleanSerial(serial).toUpperCase();
  return upper.replace(CHASSIS_IGNORED, "") || upper;
}

/** What the chassis key leaves out: anything but ASCII letters and digits (a Serial holds only ASCII). */
const CHASSIS_IGNORED = /[^A-Z0-9]/g;

/** The last six characters of the chassis (rule 10). */
export function serialLast6(chassis: string): string {
  return chassis.slice(-6);
}

/** Whether the item carries its full chassis (rule 10): a 17-character VIN, or any Serial. */
export function isFullChassis(type: SerialType, serial: string): boolean {
  return type === "Serial" || serial.length === 17;
}

const TRANSLITERATION: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The check digit (position 9) a 17-character VIN should carry under 49 CFR 565; null when not computable. */
export function vinCheckDigit(vin: string): string | null {
  const upper = vin.toUpperCase();
  if (upper.length !== 17 || !VIN_ALPHABET.test(upper)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const c = upper[i];
    const value = c >= "0" && c <= "9" ? Number(c) : TRANSLITERATION[c];
    sum += value * WEIGHTS[i];
  }
  const remainder = sum % 11;
  return remainder === 10 ? "X" : String(remainder);
}

/**
 * Only North American VINs carry a check digit, so a wrong one is a warning, never a refusal
 * (DESIGN.md). True when `vin` is a 17-character VIN whose position 9 disagrees.
 */
export function hasWrongCheckDigit(vin: string): boolean {
  const expected = vinCheckDigit(vin);
  return expected !== null && vin[8].toUpperCase() !== expected;
}
