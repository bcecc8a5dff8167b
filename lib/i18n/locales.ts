// The portal's languages (decision 119). Codes are the short BCP 47 ones; pages format dates and
// numbers in the regional form each stands for (British English, French).
import { z } from "zod";

export const LOCALES = ["en", "fr"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The cookie that carries the page language of this browser (set at sign-in and in My account). */
export const LOCALE_COOKIE = "quayside-locale";

/** Each language's name in itself: how the picker offers it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", fr: "Français" };

/** `<html lang>`, Intl and date-fns: the regional form of each language. */
export const INTL_LOCALE: Record<Locale, string> = { en: "en-GB", fr: "fr-FR" };

export const localeSchema = z.enum(LOCALES);

export function isLocale(value: unknown): value is Locale {
  return LOCALES.some((locale) => locale === value);
}

/**
 * The best of our languages for an Accept-Language header ("fr-BE,fr;q=0.9,en;q=0.8" → "fr"), by
 * quality then order; English when it names none of them.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranked = acceptLanguage
    .split(",")
    .slice(0, 20)
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split("-")[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && Number.isFinite(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale) ?? DEFAULT_LOCALE;
}
