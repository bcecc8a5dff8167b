import Link from "next/link";
import { useTranslations } from "next-intl";

// 404 for pages: also what a booking or a page the caller may not see answers (as if it did not exist).
export default function NotFound() {
  const t = useTranslations("shell.notFound");
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-sm font-semibold text-brand-600">404</p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight">{t("title")}</h1>
      <p className="mt-3 text-slate-600">{t("body")}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3 text-sm">
        <Link href="/" className="rounded bg-brand-600 px-3 py-1.5 font-medium text-white hover:bg-brand-700">
          {t("home")}
        </Link>
        <Link
          href="/bookings"
          className="rounded border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-700 hover:bg-slate-100"
        >
          {t("bookings")}
        </Link>
        <Link
          href="/schedules"
          className="rounded border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-700 hover:bg-slate-100"
        >
          {t("schedules")}
        </Link>
      </div>
    </main>
  );
}
