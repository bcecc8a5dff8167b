// The portal's line icons: 24×24, drawn in the text's colour, hidden from assistive technology
// (the control or text beside each names it).
import type { ReactNode } from "react";

export function LineIcon({
  className,
  strokeWidth = "2",
  children,
}: {
  className: string;
  strokeWidth?: string;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      aria-hidden
    >
      {children}
    </svg>
  );
}

/** The magnifier: a search box, and a search that found nothing. */
export function SearchIcon({ className, strokeWidth }: { className: string; strokeWidth?: string }) {
  return (
    <LineIcon className={className} strokeWidth={strokeWidth}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </LineIcon>
  );
}
