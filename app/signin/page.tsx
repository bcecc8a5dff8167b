import type { Metadata } from "next";
import { SignInForm } from "@/components/sign-in-form";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<{ callbackUrl?: string; error?: string }>;
}) {
  const { callbackUrl } = await searchParams;
  const safeCallback = callbackUrl?.startsWith("/") && !callbackUrl.startsWith("//") ? callbackUrl : "/";
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-900 via-slate-900 to-slate-800 px-4">
      <div className="w-full max-w-sm">
        <div className="mb-6 text-center text-white">
          <div className="text-2xl font-semibold tracking-tight">Quayside</div>
          <p className="mt-1 text-sm text-slate-300">Ro-ro schedules, bookings and item updates</p>
        </div>
        <div className="rounded-lg bg-white p-6 shadow-xl">
          <h1 className="mb-4 text-lg font-semibold text-slate-900">Sign in</h1>
          <SignInForm callbackUrl={safeCallback} />
        </div>
        <p className="mt-4 text-center text-xs text-slate-400">
          Integrators: call the API with <code className="text-slate-300">Authorization: Bearer &lt;api key&gt;</code>.
        </p>
      </div>
    </main>
  );
}
