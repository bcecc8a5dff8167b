// The catalogue of a language.
import { englishMessages, frenchMessages, type Messages } from "@/lib/i18n/catalogues";
import type { Locale } from "@/lib/i18n/locales";

export function messagesFor(locale: Locale): Messages {
  return locale === "fr" ? frenchMessages : englishMessages;
}
