import "server-only";
// The locale cookie: the page language of this browser, written when a user chooses it (My
// account, the sign-in page's switch) and at each sign-in from the user's stored choice.
import { cookies, headers } from "next/headers";
import { LOCALE_COOKIE, type Locale } from "@/lib/i18n/locales";
import { configuredForHttps } from "@/lib/env";

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/** Sets the cookie (a language) or deletes it (null: follow the browser's Accept-Language). */
export async function writeLocaleCookie(locale: Locale | null): Promise<void> {
  const jar = await cookies();
  if (locale === null) {
    jar.delete(LOCALE_COOKIE);
    return;
  }
  jar.set(LOCALE_COOKIE, locale, {
    path: "/",
    sameSite: "lax",
    // Not a secret: the sign-in page's switch writes it from the browser too (components/language-switch.tsx).
    httpOnly: false,
    secure: configuredForHttps() || (await headers()).get("x-forwarded-proto")?.split(",")[0]?.trim() === "https",
    maxAge: ONE_YEAR_SECONDS,
  });
}
