// A long booking's long lists (prices per unit, item timeline, a revision's lines) fold behind
// their summary, so a 250-unit booking's page stays a page: open by click or keyboard (a native
// <details>).
import clsx from "clsx";
import type { ReactNode } from "react";

/** Past this many entries a list of the booking page folds (the units' own cut, CARDS_UP_TO). */
export const FOLD_PAST = 20;

export function Fold({
  summary,
  className,
  children,
}: {
  summary: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <details className={clsx("group", className)}>
      <summary className="cursor-pointer select-none px-4 py-2 text-sm font-medium text-brand-700 hover:underline">
        {summary}
      </summary>
      {children}
    </details>
  );
}
