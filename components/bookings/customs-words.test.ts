// The booking page words each missing customs field from its catalogue: in English exactly as the
// API's ENS data set says it, in French in French.
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { missingInWords } from "@/components/bookings/customs-words";
import type { EnsBooking } from "@/lib/customs/ens-data-set";
import { englishMessages, frenchMessages } from "@/lib/i18n/catalogues";

const unit = (relativeId: number) => ({
  itemId: relativeId * 10,
  relativeId,
  serialNumber: null,
  description: null,
  quantity: 1,
  hsCode: null,
  hsCodeFromType: false,
  grossWeightKg: null,
});
const units: EnsBooking["units"] = [unit(1), unit(3)];
const missing: EnsBooking["missing"] = [
  {
    path: "Header.Shipper.IdentifierCode",
    code: "eori_missing",
    message: "The shipper's EORI number is missing (identifier type EORI).",
  },
  {
    path: "Header.Consignee.IdentifierCode",
    code: "eori_missing",
    message: "The consignee's EORI number is missing (identifier type EORI).",
  },
  { path: "Items[1].HsCode", code: "hs_code_missing", message: "Unit 3 has no HS code." },
  { path: "Items[0].Weight", code: "weight_missing", message: "Unit 1 has no weight." },
];
const words = (messages: typeof englishMessages, locale: "en" | "fr") =>
  createTranslator({ locale, messages, namespace: "bookings" });

describe("missing customs fields on the booking page", () => {
  it("read in English as the API says them (lib/customs/ens-data-set.ts)", () => {
    const t = words(englishMessages, "en");
    expect(missing.map((m) => missingInWords(m, units, t))).toEqual(missing.map((m) => m.message));
  });

  it("read in French, each unit by its number in the booking", () => {
    const t = words(frenchMessages, "fr");
    expect(missing.map((m) => missingInWords(m, units, t))).toEqual([
      "Le numéro EORI du chargeur manque (type d’identifiant EORI).",
      "Le numéro EORI du destinataire manque (type d’identifiant EORI).",
      "L’unité 3 n’a pas de code SH.",
      "L’unité 1 n’a pas de poids.",
    ]);
  });
});
