// Country names in the page's language. The API gives a port's country as a two-letter code (the
// port directory) or, in the schedule reads the interface fixes, as an English name: both become
// the name Intl knows in the page's language ("CI", "Ivory Coast" → "Côte d’Ivoire").
import { INTL_LOCALE, type Locale } from "@/lib/i18n/locales";

const namesIn = new Map<Locale, Intl.DisplayNames>();
function displayNames(locale: Locale): Intl.DisplayNames {
  let names = namesIn.get(locale);
  if (!names) namesIn.set(locale, (names = new Intl.DisplayNames([INTL_LOCALE[locale]], { type: "region" })));
  return names;
}

/** "CI" → "Côte d’Ivoire" in the page's language; the code itself when Intl knows none. */
export function countryName(code: string, locale: Locale): string {
  try {
    return displayNames(locale).of(code) ?? code;
  } catch {
    return code;
  }
}

let codeOfEnglishName: Map<string, string> | undefined;
/** Every two-letter region Intl names, by its English name (built once: 676 look-ups). */
function englishNames(): Map<string, string> {
  if (codeOfEnglishName) return codeOfEnglishName;
  codeOfEnglishName = new Map();
  const english = displayNames("en");
  const A = "A".charCodeAt(0);
  for (let i = 0; i < 26; i++)
    for (let j = 0; j < 26; j++) {
      const code = String.fromCharCode(A + i, A + j);
      const name = english.of(code);
      if (name && name !== code) codeOfEnglishName.set(name.toLowerCase(), code);
    }
  return codeOfEnglishName;
}

/** An English country name of the interface in the page's language; as given in English or when unknown. */
export function countryNameFromEnglish(name: string, locale: Locale): string {
  if (locale === "en") return name;
  const code = englishNames().get(name.toLowerCase().replaceAll("'", "’"));
  return code ? countryName(code, locale) : name;
}
