// What the agent's and the line's dashboards are built of alike: a count tile that links to its
// list, and a titled section with a hint (and, for the agent's lists, a "see all" link beside it).
import clsx from "clsx";
import type { ReactNode } from "react";

const FOCUS = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500";

export function Tile({
  href,
  count,
  label,
  tone,
  className,
}: {
  href: string;
  count: number;
  label: string;
  /** "alert": red while the count is above zero */
  tone?: "alert";
  className?: string;
}) {
  return (
    <a
      href={href}
      className={clsx(
        className,
        FOCUS,
        tone === "alert" && count > 0
          ? "rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-900 shadow-sm hover:bg-red-100"
          : "rounded-lg border border-slate-200 bg-white px-4 py-3 text-slate-900 shadow-sm hover:bg-slate-50",
      )}
    >
      <span className="block text-2xl font-semibold tabular-nums">{count}</span>
      <span className="block text-sm">{label}</span>
    </a>
  );
}

export function DashboardSection({
  id,
  title,
  hint,
  more,
  children,
}: {
  id: string;
  title: string;
  hint: ReactNode;
  more?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="scroll-mt-24 rounded-lg border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <div>
          <h2 id={id} className="text-sm font-semibold">
            {title}
          </h2>
          <p className="text-xs text-slate-600">{hint}</p>
        </div>
        {more}
      </div>
      {children}
    </section>
  );
}
