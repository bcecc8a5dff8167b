"use client";
// A page that failed to render: say so in the portal's own words, offer to try again or go back.
// The error's text stays in the server log (production hides it); its digest ties the two.
import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { StatusPage } from "@/components/status-page";
import { Button } from "@/components/ui/button";

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("shell.error");
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <StatusPage
      kicker={t("kicker")}
      kickerClass="text-red-700"
      title={t("title")}
      body={
        error.digest
          ? t.rich("bodyWithReference", {
              digest: error.digest,
              code: (chunks) => (
                <code className="rounded bg-slate-100 px-1 font-mono text-sm text-slate-800">{chunks}</code>
              ),
            })
          : t("body")
      }
      primary={<Button onClick={reset}>{t("retry")}</Button>}
      links={[
        { href: "/", label: t("home") },
        { href: "/bookings", label: t("bookings") },
      ]}
    />
  );
}
