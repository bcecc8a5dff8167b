// Refusals and validation messages made from the catalogue (decision 120). Browser-safe: the
// schemas the forms share with the server import it.
//
// - On the server a refusal is made in English (`refusal()`: the API's words as they always were)
//   and keeps its key and values beside the text; the edge renders them in the caller's language
//   (`wordingFor`, lib/i18n/refusal-language.ts).
// - A zod issue is made where the parse runs (`issueWords()`): in a browser in the page's language
//   (`<html lang>`), on the server in English; its params carry the key for the edge.
// - zod's own words (a wrong type, a string too long) follow the page's language in a browser
//   through zod's French locale, and are rendered from the issue at the edge.
import { createTranslator, type MessageKeys, type NestedKeyOf } from "next-intl";
import { z } from "zod";
import type { Said, Worded, Wording } from "@/lib/core/errors";
import { propertyOf } from "@/lib/core/narrow";
import type { Locale } from "@/lib/i18n/locales";
import en_validation from "@/lib/i18n/messages/en/validation.json" with { type: "json" };
import fr_validation from "@/lib/i18n/messages/fr/validation.json" with { type: "json" };
import { englishRefusals, frenchRefusals } from "@/lib/i18n/refusal-catalogue";

const english = { refusals: englishRefusals, validation: en_validation };
type SentenceMessages = typeof english;
const french: SentenceMessages = { refusals: frenchRefusals, validation: fr_validation };

/** "refusals.booking.notFound", "validation.required": a key of the two namespaces of this file. */
export type SentenceKey = MessageKeys<SentenceMessages, NestedKeyOf<SentenceMessages>>;
export type SentenceValues = Readonly<Record<string, string | number>>;
/** Values that are lists of the catalogue's words ("the invoice", "photos"), joined per language. */
export type SentenceLists = Readonly<Record<string, readonly SentenceKey[]>>;

function translatorFor(locale: Locale) {
  return createTranslator({ locale, messages: locale === "fr" ? french : english, timeZone: "UTC" });
}
const translators = new Map<Locale, ReturnType<typeof translatorFor>>();
const translatorOf = (locale: Locale) => {
  let t = translators.get(locale);
  if (!t) translators.set(locale, (t = translatorFor(locale)));
  return t;
};

/** True when the key names a message of these namespaces (a key read back from a Said). */
export function isSentenceKey(key: string): key is SentenceKey {
  let node: unknown = english;
  for (const part of key.split(".")) node = propertyOf(node, part);
  return typeof node === "string";
}

/**
 * A message in a language. Numbers are given to ICU as text, so an id or a limit reads exactly as
 * the English always wrote it ("1048576 bytes", "Booking 12345"), never grouped.
 */
export function sentenceIn(
  locale: Locale,
  key: SentenceKey,
  values: SentenceValues = {},
  lists: SentenceLists = {},
): string {
  const texts = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));
  for (const [name, keys] of Object.entries(lists))
    texts[name] = listFormat(locale).format(keys.map((word) => sentenceIn(locale, word)));
  return translatorOf(locale)(key, texts);
}

// British English joins without the serial comma ("a, b and c"), as our English always has.
const listFormats = new Map<Locale, Intl.ListFormat>();
function listFormat(locale: Locale): Intl.ListFormat {
  let format = listFormats.get(locale);
  if (!format)
    listFormats.set(
      locale,
      (format = new Intl.ListFormat(locale === "en" ? "en-GB" : locale, { type: "conjunction" })),
    );
  return format;
}

/** A refusal in English with what it was made from, for `new ApiError(code, refusal(…))`. */
export function refusal(key: SentenceKey, values?: SentenceValues, lists?: SentenceLists): Worded {
  return { text: sentenceIn("en", key, values, lists), said: lists ? { key, values, lists } : { key, values } };
}

/** Several refusals read as one message ("X. Y."), each rendered in the caller's language. */
export function refusals(...parts: Worded[]): Worded {
  return { text: parts.map((part) => part.text).join(" "), said: { parts: parts.map((part) => part.said) } };
}

/** The language of the place a message is made: a page's `<html lang>`, English on the server. */
export function placeLocale(): Locale {
  if (typeof document === "undefined") return "en";
  return document.documentElement.lang.toLowerCase().startsWith("fr") ? "fr" : "en";
}

/** A message in the language of the place it is made (see placeLocale). */
export function sentenceHere(key: SentenceKey, values?: SentenceValues): string {
  return sentenceIn(placeLocale(), key, values);
}

/**
 * A zod issue's message and params: `ctx.addIssue({ code: "custom", path, ...issueWords("required",
 * "validation.required", { name }) })`. The message is the place's language; the params carry the
 * error code and the key for the edge (zodIssuesToFieldErrors).
 */
export function issueWords(code: string, key: SentenceKey, values?: SentenceValues) {
  return { message: sentenceHere(key, values), params: { code, key, values } };
}

/**
 * A refinement's options: `.refine(ok, checkWords("required", "validation.required", { name }))`;
 * its message is made where the parse runs, its params carry the code and the key.
 */
export function checkWords(code: string, key: SentenceKey, values?: SentenceValues) {
  return { error: wordsOf(key, values), params: { code, key, values } };
}

/**
 * What the English words of checks were made from, by their text: a check's issue (`.min`, `.max`)
 * carries only its message to the edge, which finds the key and values here to render it in the
 * caller's language. Schemas give their checks fixed values, so the entries are few; the cap only
 * guards against a schema that would pass the input itself.
 */
const madeWords = new Map<string, { key: SentenceKey; values?: SentenceValues }>();
const MADE_WORDS_CAP = 5_000;

/** The words of a check (`.min`, `.max`, an enum): `{ error: wordsOf(key) }` is made where it runs. */
export function wordsOf(key: SentenceKey, values?: SentenceValues): () => string {
  return () => {
    const text = sentenceHere(key, values);
    if (placeLocale() === "en" && madeWords.size < MADE_WORDS_CAP) madeWords.set(text, { key, values });
    return text;
  };
}

const frenchZod = z.locales.fr();

/** zod's words for an issue in a language (undefined: English, as zod made it). */
function zodIssueIn(locale: Locale, issue: z.core.$ZodIssue): string | undefined {
  if (locale !== "fr") return undefined;
  // A check given our own words (`.min(6, { error: wordsOf(key) })`) carries no key: found by its English.
  const own = madeWords.get(issue.message);
  if (own) return sentenceIn(locale, own.key, own.values);
  // The final issue keeps no input (zod drops it): a wrong type is told by what was expected.
  if (issue.code === "invalid_type") return sentenceIn(locale, "validation.invalidType", { expected: issue.expected });
  const text = frenchZod.localeError({ ...issue, input: undefined });
  return typeof text === "string" ? text : text?.message;
}

/** Renders what a message was made from in a language; undefined keeps the English text. */
function render(locale: Locale, said: Said): string | undefined {
  if ("parts" in said) {
    const parts = said.parts.map((part) => render(locale, part));
    return parts.every((part) => part !== undefined) ? parts.join(" ") : undefined;
  }
  if ("zodIssue" in said) return zodIssueIn(locale, said.zodIssue);
  if (!isSentenceKey(said.key)) return undefined;
  const lists: Record<string, SentenceKey[]> = {};
  for (const [name, words] of Object.entries(said.lists ?? {})) {
    const keys = words.filter(isSentenceKey);
    if (keys.length !== words.length) return undefined;
    lists[name] = keys;
  }
  return sentenceIn(locale, said.key, said.values, lists);
}

/** A refusal in a language, for a page that shows why a button is off (English: its own text). */
export function wordedIn(locale: Locale, worded: Worded): string {
  return (locale !== "en" && render(locale, worded.said)) || worded.text;
}

/**
 * The wording of an answer in a language, for ApiError#toEnvelope; none for English, so an English
 * answer is exactly the text the refusal was made with.
 */
export function wordingFor(locale: Locale): Wording | undefined {
  if (locale === "en") return undefined;
  return (said) => render(locale, said);
}

// In a browser, zod's own words follow the page's language too. The server keeps zod's English.
if (typeof document !== "undefined")
  z.config({ customError: (issue) => (placeLocale() === "fr" ? frenchZod.localeError(issue) : undefined) });
