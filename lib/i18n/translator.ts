// Text outside a request (e-mails, PDFs, workers), in a given language: the same catalogues and
// ICU messages as the pages, through next-intl's createTranslator.
import { createTranslator } from "next-intl";
import { messagesFor } from "@/lib/i18n/messages";
import { INTL_LOCALE, isLocale, DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/lib/i18n/catalogues";

/** A user's stored language (null: never chosen) as the one their e-mails and papers are written in. */
export function localeOrDefault(stored: string | null | undefined): Locale {
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

/** A translator of one namespace: `translator("fr", "emails")("subject.booked", { number })`. */
export function translator<const N extends keyof Messages>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: messagesFor(locale), namespace, timeZone: "UTC" });
}

/** The Intl locale ("en-GB", "fr-FR") of a language, for numbers and dates outside a page. */
export function intlLocale(locale: Locale): string {
  return INTL_LOCALE[locale];
}
