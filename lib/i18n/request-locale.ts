import "server-only";
// The language of the request being rendered or answered: the locale cookie (the user's choice in
// My account, set again at each sign-in), else the browser's Accept-Language, else English.
import { cookies, headers } from "next/headers";
import { isLocale, LOCALE_COOKIE, negotiateLocale, type Locale } from "@/lib/i18n/locales";

export function localeOfRequest(cookie: string | undefined, acceptLanguage: string | null): Locale {
  return isLocale(cookie) ? cookie : negotiateLocale(acceptLanguage);
}

export async function requestLocale(): Promise<Locale> {
  const [c, h] = await Promise.all([cookies(), headers()]);
  return localeOfRequest(c.get(LOCALE_COOKIE)?.value, h.get("accept-language"));
}
