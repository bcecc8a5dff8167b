// The lines' console sections, as tabs under the page title (links: each is its own page).
import clsx from "clsx";
import Link from "next/link";

const TABS = [
  { href: "/line", label: "Voyages" },
  { href: "/line/import", label: "Import schedule" },
  { href: "/line/vessels", label: "Vessels" },
  { href: "/line/exceptions", label: "Exceptions" },
  { href: "/line/tariff", label: "Tariff" },
  { href: "/line/prices", label: "Prices on request" },
  { href: "/line/destination-rules", label: "Destination rules" },
  { href: "/line/letterhead", label: "Letterhead" },
  { href: "/line/unit-models", label: "Unit models", adminOnly: true },
] as const;

export function ConsoleTabs({ current, isAdmin }: { current: string; isAdmin: boolean }) {
  return (
    <nav aria-label="Line console" className="mb-4 flex flex-wrap gap-1 border-b border-slate-200 text-sm">
      {TABS.filter((t) => !("adminOnly" in t) || isAdmin).map((t) => (
        <Link
          key={t.href}
          href={t.href}
          aria-current={current === t.href ? "page" : undefined}
          className={clsx(
            "-mb-px rounded-t border px-3 py-1.5 font-medium",
            current === t.href
              ? "border-slate-200 border-b-white bg-white text-brand-800"
              : "border-transparent text-slate-600 hover:text-slate-900",
          )}
        >
          {t.label}
        </Link>
      ))}
    </nav>
  );
}
