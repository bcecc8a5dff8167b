"use client";
// Credentials sign-in; the same zod schema as the server's authorize().
import { zodResolver } from "@hookform/resolvers/zod";
import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { signInSchema } from "@/lib/auth/sign-in-schema";
import type { SignInFailure } from "@/lib/auth/sign-in-again";

type SignInInput = z.input<typeof signInSchema>;

// next-auth's error names (and ours, from lib/auth/sign-in-request.ts) as the key of their words;
// never the server's own text.
function failureKey(error: string | null | undefined, status: number | undefined): SignInFailure {
  if (error === "RateLimited" || status === 429) return "rateLimited";
  if (error === "ServiceUnavailable" || status === 503) return "unavailable";
  return "wrong";
}

export function SignInForm({ callbackUrl }: { callbackUrl: string }) {
  const router = useRouter();
  const t = useTranslations("signin");
  const [failure, setFailure] = useState<SignInFailure | null>(null);
  const { register, handleSubmit, formState, setFocus } = useForm<SignInInput>({ resolver: zodResolver(signInSchema) });
  // The page exists to be typed into: the caret starts in Email.
  useEffect(() => setFocus("email"), [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await signIn("credentials", { ...values, redirect: false }).catch(() => undefined);
    if (!result || result.error) {
      setFailure(result ? failureKey(result.error, result.status) : "unavailable");
      return;
    }
    router.replace(callbackUrl);
    router.refresh();
  });

  const field =
    "mt-1 block w-full rounded border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100";
  return (
    // method="post": a submit before the page's script runs must not put the password in the URL.
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <label className="block text-sm font-medium text-slate-700">
        {t("email")}
        <input type="email" autoComplete="username" className={field} {...register("email")} />
        {formState.errors.email ? (
          <span className="mt-1 block text-xs text-red-600">{formState.errors.email.message}</span>
        ) : null}
      </label>
      <label className="block text-sm font-medium text-slate-700">
        {t("password")}
        <input type="password" autoComplete="current-password" className={field} {...register("password")} />
        {formState.errors.password ? (
          <span className="mt-1 block text-xs text-red-600">{formState.errors.password.message}</span>
        ) : null}
      </label>
      {failure ? (
        <p role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {t(`failure.${failure}`)}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={formState.isSubmitting}
        className="w-full rounded bg-brand-600 px-3 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {formState.isSubmitting ? t("submitting") : t("submit")}
      </button>
    </form>
  );
}
