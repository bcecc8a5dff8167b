"use client";
// Credentials sign-in; the same zod schema as the server's authorize().
import { zodResolver } from "@hookform/resolvers/zod";
import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
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

  // Roomier than Input's padding (px-2 py-1.5): the larger values win in Tailwind's own order.
  const field = "mt-1 px-3 py-2";
  return (
    // method="post": a submit before the page's script runs must not put the password in the URL.
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <label className="block text-sm font-medium text-slate-700">
        {t("email")}
        <Input type="email" autoComplete="username" className={field} {...register("email")} />
        {formState.errors.email ? (
          <span className="mt-1 block text-xs text-red-600">{formState.errors.email.message}</span>
        ) : null}
      </label>
      <label className="block text-sm font-medium text-slate-700">
        {t("password")}
        <Input type="password" autoComplete="current-password" className={field} {...register("password")} />
        {formState.errors.password ? (
          <span className="mt-1 block text-xs text-red-600">{formState.errors.password.message}</span>
        ) : null}
      </label>
      {failure ? (
        <p role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {t(`failure.${failure}`)}
        </p>
      ) : null}
      <Button
        type="submit"
        disabled={formState.isSubmitting}
        className="w-full justify-center py-2 disabled:opacity-60"
      >
        {formState.isSubmitting ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}
