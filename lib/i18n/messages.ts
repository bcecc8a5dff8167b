// The catalogue of a render locale: English, French, or (browser tests only) the pseudo-locale.
import { englishMessages, frenchMessages, type Messages } from "@/lib/i18n/catalogues";
import { PSEUDO_LOCALE, type RenderLocale } from "@/lib/i18n/locales";
import { pseudoCatalogue } from "@/lib/i18n/pseudo";

let pseudo: Messages | undefined;

export function messagesFor(locale: RenderLocale): Messages {
  if (locale === PSEUDO_LOCALE) return (pseudo ??= pseudoCatalogue(englishMessages));
  return locale === "fr" ? frenchMessages : englishMessages;
}
