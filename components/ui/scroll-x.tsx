// A wide table's frame on a narrow screen: it scrolls sideways inside itself, never the page.
// `relative` keeps the table's absolutely positioned screen-reader texts inside the frame (without
// it, an sr-only header text in the last column sits past the screen's edge and widens the page);
// tabIndex lets keyboard users scroll it.
// `className` adds to the frame (a height limit with `overflow-y-auto` for a sticky header);
// `region` makes it a landmark, for an area a person goes to by name (the schedule's grids).
import clsx from "clsx";
import type { ReactNode } from "react";

export function ScrollX({
  label,
  region,
  className,
  children,
}: {
  label: string;
  region?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role={region ? "region" : "group"}
      aria-label={label}
      tabIndex={0}
      className={clsx("relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-500", className)}
    >
      {children}
    </div>
  );
}
