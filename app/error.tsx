"use client";
// A page that failed to render: say so in the portal's own words, offer to try again or go back.
// The error's text stays in the server log (production hides it); its digest ties the two.
import Link from "next/link";
import { useEffect } from "react";

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-sm font-semibold text-red-700">Something went wrong</p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight">This page could not be shown</h1>
      <p className="mt-3 text-slate-600">
        The portal ran into a problem loading it. Trying again often helps; if it keeps happening, tell your Quayside
        contact
        {error.digest ? (
          <>
            {" "}
            and quote reference{" "}
            <code className="rounded bg-slate-100 px-1 font-mono text-sm text-slate-800">{error.digest}</code>
          </>
        ) : null}
        .
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3 text-sm">
        <button
          type="button"
          onClick={reset}
          className="rounded bg-brand-600 px-3 py-1.5 font-medium text-white hover:bg-brand-700"
        >
          Try again
        </button>
        <Link
          href="/"
          className="rounded border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-700 hover:bg-slate-100"
        >
          Home
        </Link>
        <Link
          href="/bookings"
          className="rounded border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-700 hover:bg-slate-100"
        >
          Bookings
        </Link>
      </div>
    </main>
  );
}
