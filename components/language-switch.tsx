"use client";
// Before sign-in: English or Français for this browser (the sign-in page). The page first follows
// the browser's language; a choice here is kept in the locale cookie, and a user's own choice in My
// account replaces it at sign-in.
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { LOCALE_COOKIE, LOCALE_NAMES, LOCALES } from "@/lib/i18n/locales";

/** Keeps the choice for this browser, as the server's cookie does (lib/i18n/locale-cookie.ts). */
function rememberLocale(code: string) {
  document.cookie = `${LOCALE_COOKIE}=${code}; path=/; max-age=${365 * 24 * 3600}; samesite=lax`;
}

export function LanguageSwitch() {
  const t = useTranslations("signin");
  const locale = useLocale();
  const router = useRouter();
  function choose(code: string) {
    rememberLocale(code);
    router.refresh();
  }
  return (
    <nav aria-label={t("language")} className="flex justify-center gap-1 text-xs">
      {LOCALES.map((code) => (
        <Button
          key={code}
          variant="link"
          lang={code}
          aria-current={code === locale ? "true" : undefined}
          onClick={() => choose(code)}
          className="text-slate-300 hover:text-white aria-[current=true]:font-semibold aria-[current=true]:text-white"
        >
          {LOCALE_NAMES[code]}
        </Button>
      ))}
    </nav>
  );
}
