// The lines' console sections, as tabs under the page title (links: each is its own page).
import clsx from "clsx";
import Link from "next/link";
import { useTranslations } from "next-intl";

const TABS = [
  { href: "/line", label: "voyages" },
  { href: "/line/import", label: "import" },
  { href: "/line/vessels", label: "vessels" },
  { href: "/line/exceptions", label: "exceptions" },
  { href: "/line/tariff", label: "tariff" },
  { href: "/line/prices", label: "prices" },
  { href: "/line/destination-rules", label: "destinationRules" },
  { href: "/line/letterhead", label: "letterhead" },
  { href: "/line/unit-models", label: "unitModels", adminOnly: true },
] as const;

export function ConsoleTabs({ current, isAdmin }: { current: string; isAdmin: boolean }) {
  const t = useTranslations("line");
  return (
    <nav aria-label={t("consoleTitle")} className="mb-4 flex flex-wrap gap-1 border-b border-slate-200 text-sm">
      {TABS.filter((tab) => !("adminOnly" in tab) || isAdmin).map((tab) => (
        <Link
          key={tab.href}
          href={tab.href}
          aria-current={current === tab.href ? "page" : undefined}
          className={clsx(
            "-mb-px rounded-t border px-3 py-1.5 font-medium",
            current === tab.href
              ? "border-slate-200 border-b-white bg-white text-brand-800"
              : "border-transparent text-slate-600 hover:text-slate-900",
          )}
        >
          {t(`tabs.${tab.label}`)}
        </Link>
      ))}
    </nav>
  );
}
