import "server-only";
// The language of the request being rendered or answered: the locale cookie (the user's choice in
// My account, set again at each sign-in), else the browser's Accept-Language, else English.
import { cookies, headers } from "next/headers";
import { env } from "@/lib/env";
import { isLocale, LOCALE_COOKIE, negotiateLocale, PSEUDO_LOCALE, type RenderLocale } from "@/lib/i18n/locales";

export function localeOfRequest(cookie: string | undefined, acceptLanguage: string | null): RenderLocale {
  if (isLocale(cookie)) return cookie;
  if (cookie === PSEUDO_LOCALE && env().QUAYSIDE_PSEUDO_LOCALE === "1") return PSEUDO_LOCALE;
  return negotiateLocale(acceptLanguage);
}

export async function requestLocale(): Promise<RenderLocale> {
  const [c, h] = await Promise.all([cookies(), headers()]);
  return localeOfRequest(c.get(LOCALE_COOKIE)?.value, h.get("accept-language"));
}
