// The portal's own page for a page that is not there (404) or that failed to render: a kicker, a
// heading, a sentence, then the first way on (a link, or Try again) and the other places to go.
import Link from "next/link";
import type { ReactNode } from "react";

/** The first way on, the one to take. */
export const statusPrimaryClass = "rounded bg-brand-600 px-3 py-1.5 font-medium text-white hover:bg-brand-700";
const secondary = "rounded border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-700 hover:bg-slate-100";

export function StatusPage({
  kicker,
  kickerClass,
  title,
  body,
  primary,
  links,
}: {
  kicker: string;
  kickerClass: string;
  title: string;
  body: ReactNode;
  primary: ReactNode;
  links: { href: string; label: string }[];
}) {
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className={`text-sm font-semibold ${kickerClass}`}>{kicker}</p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-3 text-slate-600">{body}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3 text-sm">
        {primary}
        {links.map((l) => (
          <Link key={l.href} href={l.href} className={secondary}>
            {l.label}
          </Link>
        ))}
      </div>
    </main>
  );
}
