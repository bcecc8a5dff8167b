import Link from "next/link";

// 404 for pages: also what a booking or a page the caller may not see answers (as if it did not exist).
export default function NotFound() {
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-sm font-semibold text-brand-600">404</p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight">Nothing here</h1>
      <p className="mt-3 text-slate-600">
        This page does not exist, or it belongs to another agent or line. Check the address, or start again from one of
        these.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3 text-sm">
        <Link href="/" className="rounded bg-brand-600 px-3 py-1.5 font-medium text-white hover:bg-brand-700">
          Home
        </Link>
        <Link
          href="/bookings"
          className="rounded border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-700 hover:bg-slate-100"
        >
          Bookings
        </Link>
        <Link
          href="/schedules"
          className="rounded border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-700 hover:bg-slate-100"
        >
          Schedules
        </Link>
      </div>
    </main>
  );
}
