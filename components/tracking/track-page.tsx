// The frame of the public tracking pages: the portal's name, a heading (unless the content has its
// own) and the content, narrow enough to read on a phone.
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";

export function TrackPage({ title, intro, children }: { title?: string; intro?: string; children: ReactNode }) {
  const t = useTranslations("track");
  return (
    <main className="mx-auto max-w-2xl px-4 py-6 sm:py-10">
      <p className="text-sm font-semibold text-brand-700">{t("frame")}</p>
      {title ? <h1 className="mt-2 text-2xl font-semibold tracking-tight">{title}</h1> : null}
      {intro ? <p className="mt-2 text-slate-700">{intro}</p> : null}
      <div className="mt-5">{children}</div>
    </main>
  );
}
