"use client";
// The notifications page: newest first, filter by unread and by type, open what an entry is about
// (which marks it read), mark one or all read.
import { useState } from "react";
import Link from "next/link";
import clsx from "clsx";
import { useTranslations } from "next-intl";
import { ErrorState, EmptyState, TableSkeleton } from "@/components/states";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/field";
import { useMarkRead, useNotificationsQuery } from "@/components/notifications/use-notifications";
import { isKind, type NotificationKind } from "@/lib/notifications/kinds";
import { browserTimeZone, formatInstant } from "@/lib/time/format";

export function NotificationsView({ kinds }: { kinds: NotificationKind[] }) {
  const t = useTranslations("notifications");
  const [unread, setUnread] = useState(false);
  const [kind, setKind] = useState<NotificationKind | "">("");
  const query = useNotificationsQuery({ unread, kind: kind || undefined });
  const mark = useMarkRead();
  const zone = browserTimeZone();

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-4">
        <label className="flex items-center gap-2 text-sm">
          {/* raw <input>: a checkbox inside its label (Input is for text-like fields) */}
          <input type="checkbox" checked={unread} onChange={(e) => setUnread(e.target.checked)} className="h-4 w-4" />
          {t("view.unreadOnly")}
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium text-slate-700">{t("view.type")}</span>
          <Select value={kind} onChange={(e) => setKind(isKind(e.target.value) ? e.target.value : "")}>
            <option value="">{t("view.allTypes")}</option>
            {kinds.map((k) => (
              <option key={k} value={k}>
                {t(`kind.${k}.label`)}
              </option>
            ))}
          </Select>
        </label>
        <div className="ml-auto flex items-center gap-3">
          <p className="text-sm text-slate-600" role="status">
            {query.data ? t("view.unreadCount", { count: query.data.unread }) : ""}
          </p>
          <Button
            variant="secondary"
            disabled={!query.data?.unread || mark.isPending}
            onClick={() => mark.mutate({ all: true })}
          >
            {t("view.markAll")}
          </Button>
        </div>
      </div>
      {mark.error ? (
        <p role="alert" className="text-sm text-red-700">
          {mark.error.message}
        </p>
      ) : null}
      {query.isPending ? (
        <TableSkeleton rows={5} columns={2} label={t("view.loading")} />
      ) : query.error ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data.items.length ? (
        <EmptyState title={unread || kind ? t("view.noMatch") : t("view.noneYet")}>{t("view.emptyBody")}</EmptyState>
      ) : (
        <ul
          aria-label={t("view.listLabel")}
          className="divide-y divide-slate-200 rounded border border-slate-200 bg-white"
        >
          {query.data.items.map((n) => (
            <li
              key={n.id}
              className={clsx("flex flex-col gap-2 p-3 sm:flex-row sm:items-start", !n.readAt && "bg-sky-50")}
            >
              <div className="min-w-0 flex-1">
                <p className="text-xs text-slate-600">
                  {isKind(n.kind) ? t(`kind.${n.kind}.label`) : n.kind} ·{" "}
                  <time dateTime={n.createdAt}>{formatInstant(n.createdAt, zone)}</time>
                  {n.readAt ? "" : ` · ${t("view.unread")}`}
                </p>
                <Link
                  href={n.link}
                  onClick={() => (n.readAt ? undefined : mark.mutate({ ids: [n.id] }))}
                  className={clsx(
                    "break-words text-brand-700 underline-offset-2 hover:underline",
                    !n.readAt && "font-semibold",
                  )}
                >
                  {n.title}
                </Link>
                <p className="break-words text-sm text-slate-700">{n.body}</p>
              </div>
              {n.readAt ? null : (
                <Button
                  variant="secondary"
                  className="self-start"
                  disabled={mark.isPending}
                  onClick={() => mark.mutate({ ids: [n.id] })}
                  aria-label={t("view.markReadLabel", { title: n.title })}
                >
                  {t("view.markRead")}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
