import "server-only";
// The language an API request is answered in (decision 120): the locale cookie (a portal page's
// own calls), else Accept-Language, else English. servedApiRequest runs each request in it, and
// the envelope's messages are rendered in it; a server action's result is rendered in the page's
// language (requestLocale). English answers are the refusal's text exactly as it was made.
import { AsyncLocalStorage } from "node:async_hooks";
import type { Wording } from "@/lib/core/errors";
import { LOCALE_COOKIE, type Locale } from "@/lib/i18n/locales";
import { localeOfRequest, requestLocale } from "@/lib/i18n/request-locale";
import { wordingFor } from "@/lib/i18n/sentences";

const answering = new AsyncLocalStorage<Locale>();

/** The value of one cookie of a Cookie header. */
function cookieOf(header: string | null, name: string): string | undefined {
  for (const pair of (header ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/** The language of an API request, from its headers. */
export function localeOfApiRequest(headers: Pick<Headers, "get">): Locale {
  return localeOfRequest(cookieOf(headers.get("cookie"), LOCALE_COOKIE), headers.get("accept-language"));
}

/** Runs an API request's answer in its language. */
export function answeringIn<T>(locale: Locale, answer: () => T): T {
  return answering.run(locale, answer);
}

/** The wording of the API request being answered (none outside one, or in English). */
export function answerWording(): Wording | undefined {
  return wordingFor(answering.getStore() ?? "en");
}

/** The wording of a server action's result: the page's language (English outside a request). */
export async function actionWording(): Promise<Wording | undefined> {
  const locale = await requestLocale().catch((): Locale => "en");
  return wordingFor(locale);
}
