// The console's own tabs (agents, users, audit log), under the page title.
import Link from "next/link";
import clsx from "clsx";
import { useTranslations } from "next-intl";

const TABS = [
  { href: "/admin", label: "agents" },
  { href: "/admin/users", label: "users" },
  { href: "/admin/audit", label: "audit" },
] as const;

export function AdminNav({ current }: { current: (typeof TABS)[number]["href"] }) {
  const t = useTranslations("admin.nav");
  return (
    <nav aria-label={t("label")} className="mb-4 flex gap-1 border-b border-slate-200 text-sm">
      {TABS.map((tab) => (
        <Link
          key={tab.href}
          href={tab.href}
          aria-current={tab.href === current ? "page" : undefined}
          className={clsx(
            "-mb-px border-b-2 px-3 py-2 font-medium focus-visible:outline-2 focus-visible:outline-brand-500",
            tab.href === current
              ? "border-brand-600 text-brand-700"
              : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900",
          )}
        >
          {t(tab.label)}
        </Link>
      ))}
    </nav>
  );
}
