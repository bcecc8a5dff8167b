// next-intl's request configuration (next.config.mjs names this file): the locale and catalogue
// of every page, layout and server action.
import { getRequestConfig } from "next-intl/server";
import { messagesFor } from "@/lib/i18n/messages";
import { requestLocale } from "@/lib/i18n/request-locale";

export default getRequestConfig(async () => {
  const locale = await requestLocale();
  // Times are formatted by lib/time (each port's own zone, the viewer's zone from My account);
  // next-intl's formatter is given UTC so it never guesses the server's.
  return { locale, messages: messagesFor(locale), timeZone: "UTC" };
});
