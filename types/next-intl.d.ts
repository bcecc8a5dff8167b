// next-intl's keys and locales, typed from the English catalogue (decision 119): a key the English
// lacks fails the type check.
import type { Messages } from "@/lib/i18n/catalogues";
import type { Locale } from "@/lib/i18n/locales";

declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
