"use client";
// A page that failed to render: say so in the portal's own words, offer to try again or go back.
// The error's text stays in the server log (production hides it); its digest ties the two.
import Link from "next/link";
import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("shell.error");
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-sm font-semibold text-red-700">{t("kicker")}</p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight">{t("title")}</h1>
      <p className="mt-3 text-slate-600">
        {error.digest
          ? t.rich("bodyWithReference", {
              digest: error.digest,
              code: (chunks) => (
                <code className="rounded bg-slate-100 px-1 font-mono text-sm text-slate-800">{chunks}</code>
              ),
            })
          : t("body")}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3 text-sm">
        <Button onClick={reset}>{t("retry")}</Button>
        <Link
          href="/"
          className="rounded border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-700 hover:bg-slate-100"
        >
          {t("home")}
        </Link>
        <Link
          href="/bookings"
          className="rounded border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-700 hover:bg-slate-100"
        >
          {t("bookings")}
        </Link>
      </div>
    </main>
  );
}
