"use client";
// Credentials sign-in; the same zod schema as the server's authorize().
import { zodResolver } from "@hookform/resolvers/zod";
import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { signInSchema } from "@/lib/auth/sign-in-schema";

type SignInInput = z.input<typeof signInSchema>;

export function SignInForm({ callbackUrl }: { callbackUrl: string }) {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<SignInInput>({ resolver: zodResolver(signInSchema) });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await signIn("credentials", { ...values, redirect: false });
    if (!result || result.error) {
      setFailure("Email or password is not right.");
      return;
    }
    router.replace(callbackUrl);
    router.refresh();
  });

  const field = "mt-1 block w-full rounded border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100";
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <label className="block text-sm font-medium text-slate-700">
        Email
        <input type="email" autoComplete="username" className={field} {...register("email")} />
        {formState.errors.email ? <span className="mt-1 block text-xs text-red-600">{formState.errors.email.message}</span> : null}
      </label>
      <label className="block text-sm font-medium text-slate-700">
        Password
        <input type="password" autoComplete="current-password" className={field} {...register("password")} />
        {formState.errors.password ? <span className="mt-1 block text-xs text-red-600">{formState.errors.password.message}</span> : null}
      </label>
      {failure ? (
        <p role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={formState.isSubmitting}
        className="w-full rounded bg-brand-600 px-3 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {formState.isSubmitting ? "Signing in…" : "Sign in"}
      </button>
    </form>
  );
}
