// Refusals in the caller's language (decision 120): the English a refusal is made with is the
// catalogue's, the edge renders the same key in French, and English answers stay as they were.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError, CORE_WORDS, fieldError, zodIssuesToFieldErrors } from "@/lib/core/errors";
import { STORABLE_WORDS } from "@/lib/core/storable-json";
import { isSentenceKey, issueWords, refusal, refusals, sentenceIn, wordingFor, wordsOf } from "@/lib/i18n/sentences";

describe("refusals made from the catalogue", () => {
  it("are the English text, with the key and values beside it", () => {
    expect(refusal("refusals.booking.noSuchBooking", { id: 12345 })).toEqual({
      text: "No booking with Id 12345.",
      said: { key: "refusals.booking.noSuchBooking", values: { id: 12345 } },
    });
    // Quoted ICU syntax reads as written.
    expect(refusal("refusals.booking.foreignUrl").text).toBe(
      "Url must be a file of Quayside's own (/api/files/{Id}): upload the file with POST /api/files and send the ExtFile it answers.",
    );
  });

  it("lib/core's own words name keys whose English is their text", () => {
    for (const word of [...Object.values(CORE_WORDS), ...Object.values(STORABLE_WORDS)]) {
      const { key } = word.said;
      const values = "values" in word.said ? word.said.values : undefined;
      expect(isSentenceKey(key), key).toBe(true);
      if (isSentenceKey(key)) expect(sentenceIn("en", key, values)).toBe(word.text);
    }
  });

  it("render in French at the edge, codes and paths unchanged; English is untouched", () => {
    const error = new ApiError("NOT_FOUND", refusal("refusals.booking.noSuchBooking", { id: 7 }), [
      fieldError("Header.Id", "not_found", refusal("refusals.booking.noSuchBooking", { id: 7 })),
      fieldError("Header.Pol", "custom", "Plain English stays English."),
    ]);
    expect(error.toEnvelope(wordingFor("en"))).toEqual(error.toEnvelope());
    expect(error.toEnvelope(wordingFor("fr"))).toEqual({
      status: 1,
      code: "NOT_FOUND",
      message: "Aucune réservation n’a l’Id 7.",
      errors: [
        { path: "Header.Id", code: "not_found", message: "Aucune réservation n’a l’Id 7." },
        { path: "Header.Pol", code: "custom", message: "Plain English stays English." },
      ],
    });
    const joined = new ApiError(
      "NOT_ALLOWED",
      refusals(refusal("refusals.booking.kind.notAllowed"), refusal("refusals.booking.kind.mixed")),
    );
    expect(joined.message).toBe(
      "The booking may not be changed this way. Violations of other kinds are listed too; each error's code tells its kind.",
    );
    expect(joined.toEnvelope(wordingFor("fr")).message).toMatch(/^La réservation ne peut pas être modifiée/);
  });

  it("zod issues carry their key to the edge, and zod's own words are rendered in French", () => {
    const schema = z.object({ Name: z.string(), Count: z.number().max(3) }).superRefine((value, ctx) => {
      if (value.Name === "")
        ctx.addIssue({
          code: "custom",
          path: ["Name"],
          ...issueWords("required", "validation.required", { name: "Name" }),
        });
    });
    const parsed = schema.safeParse({ Name: "", Count: 9 });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    const error = new ApiError("VALIDATION_FAILED", CORE_WORDS.requestInvalid, zodIssuesToFieldErrors(parsed.error));
    expect(error.toEnvelope().errors).toEqual([
      { path: "Count", code: "too_big", message: "Too big: expected number to be <=3" },
      { path: "Name", code: "required", message: "Name is required." },
    ]);
    const french = error.toEnvelope(wordingFor("fr"));
    expect(french.message).toBe("La requête n’est pas valide.");
    expect(french.errors.map((e) => [e.path, e.code])).toEqual([
      ["Count", "too_big"],
      ["Name", "required"],
    ]);
    expect(french.errors[1].message).toBe("Name est obligatoire.");
    expect(french.errors[0].message).toMatch(/^Trop grand/);
  });

  it("a check given our own words is rendered in French from them, not in zod's words", () => {
    const schema = z.object({
      vin: z.string().min(6, { error: wordsOf("refusals.tracking.vinLast6") }),
      note: z.string().max(3, { error: wordsOf("validation.atMostChars", { max: 3 }) }),
    });
    const parsed = schema.safeParse({ vin: "12", note: "long" });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    const error = new ApiError("BAD_REQUEST", CORE_WORDS.requestInvalid, zodIssuesToFieldErrors(parsed.error));
    expect(error.toEnvelope().errors).toEqual([
      { path: "vin", code: "too_small", message: "Give the last 6 letters and digits of the VIN." },
      { path: "note", code: "too_big", message: "At most 3 characters" },
    ]);
    expect(error.toEnvelope(wordingFor("fr")).errors).toEqual([
      { path: "vin", code: "too_small", message: "Indiquez les 6 derniers caractères (lettres et chiffres) du VIN." },
      { path: "note", code: "too_big", message: "3 caractères au plus" },
    ]);
  });

  it("an amount is grouped as each language writes it; a list is joined as each language joins it", () => {
    expect(sentenceIn("en", "validation.atMost", { max: 100_000_000 })).toBe("At most 100,000,000.");
    expect(sentenceIn("fr", "validation.atMost", { max: 100_000_000 })).toBe("100\u202f000\u202f000 au plus.");
    const papers = refusal(
      "refusals.feed.papersMissing",
      { id: 4, missing: "InvoicePaper, Photos" },
      {
        papers: ["refusals.destinationRules.paper.InvoicePaper", "refusals.destinationRules.paper.Photos"],
      },
    );
    expect(papers.text).toBe(
      "Item 4: The line needs the invoice and photos before this unit is gated in (missing: InvoicePaper, Photos).",
    );
    expect(new ApiError("NOT_ALLOWED", papers).toEnvelope(wordingFor("fr")).message).toBe(
      "Unité 4\u00a0: l’armateur exige la facture et les photos avant l’entrée de cette unité au terminal (manquant\u00a0: InvoicePaper, Photos).",
    );
  });
});
