// Loading, empty and error states shared by the pages: shaped like what they stand in for.
import clsx from "clsx";
import { LineIcon, SearchIcon } from "@/components/icon";
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden className={clsx("block animate-pulse rounded bg-slate-200/80", className)} />;
}

/** Rows of grey bars where a table's rows will be. */
export function TableSkeleton({ rows = 8, columns = 6, label }: { rows?: number; columns?: number; label?: string }) {
  const t = useTranslations("shell.states");
  const name = label ?? t("loading");
  return (
    <div role="status" aria-label={name} className="divide-y divide-slate-100">
      {Array.from({ length: rows }, (_, r) => (
        <div key={r} className="flex items-center gap-6 px-4 py-3">
          {Array.from({ length: columns }, (_, c) => (
            <Skeleton key={c} className={clsx("h-3", c === 0 ? "w-40" : c % 3 === 0 ? "w-16" : "w-24")} />
          ))}
        </div>
      ))}
      <span className="sr-only">{name}…</span>
    </div>
  );
}

export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 px-6 py-14 text-center">
      <SearchIcon className="h-8 w-8 text-slate-300" strokeWidth="1.5" />
      <p className="text-sm font-medium text-slate-700">{title}</p>
      {children ? <div className="max-w-md text-sm text-slate-500">{children}</div> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}

export function ErrorState({ error, onRetry, bare = false }: { error: unknown; onRetry?: () => void; bare?: boolean }) {
  const t = useTranslations("shell.states");
  const message = error instanceof Error ? error.message : t("somethingWrong");
  return (
    <div
      role="alert"
      className={clsx(
        !bare && "m-4",
        "flex items-start gap-3 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800",
      )}
    >
      <LineIcon className="mt-0.5 h-4 w-4 shrink-0">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 8v5M12 16h.01" />
      </LineIcon>
      <div className="flex-1">
        <p className="font-medium">{t("loadFailed")}</p>
        <p className="text-red-700">{message}</p>
      </div>
      {onRetry ? (
        <Button variant="danger" size="sm" onClick={onRetry} className="hover:bg-red-100">
          {t("retry")}
        </Button>
      ) : null}
    </div>
  );
}

export function Panel({ children, className, label }: { children: ReactNode; className?: string; label?: string }) {
  return (
    <section
      aria-label={label}
      className={clsx("overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm", className)}
    >
      {children}
    </section>
  );
}

export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
        {subtitle ? <p className="text-sm text-slate-500">{subtitle}</p> : null}
      </div>
      {actions ? <div className="flex items-center gap-2 text-sm print:hidden">{actions}</div> : null}
    </div>
  );
}
