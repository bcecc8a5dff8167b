import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LanguageSwitch } from "@/components/language-switch";
import { SignInForm } from "@/components/sign-in-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("signin");
  return { title: t("title") };
}

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<{ callbackUrl?: string; error?: string }>;
}) {
  const { callbackUrl } = await searchParams;
  const t = await getTranslations("signin");
  const safeCallback = callbackUrl?.startsWith("/") && !callbackUrl.startsWith("//") ? callbackUrl : "/";
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-900 via-slate-900 to-slate-800 px-4">
      <div className="w-full max-w-sm">
        <div className="mb-6 text-center text-white">
          <div className="text-2xl font-semibold tracking-tight">Quayside</div>
          <p className="mt-1 text-sm text-slate-300">{t("tagline")}</p>
        </div>
        <div className="rounded-lg bg-white p-6 shadow-xl">
          <h1 className="mb-4 text-lg font-semibold text-slate-900">{t("title")}</h1>
          <SignInForm callbackUrl={safeCallback} />
        </div>
        <p className="mt-4 text-center text-xs text-slate-400">
          {t.rich("integrators", {
            header: "Authorization: Bearer <api key>",
            code: (chunks) => <code className="text-slate-300">{chunks}</code>,
          })}
        </p>
        <div className="mt-3">
          <LanguageSwitch />
        </div>
      </div>
    </main>
  );
}
