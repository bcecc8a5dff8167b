import "server-only";
// The life of each unit of a booking: the milestones the line recorded and the item updates the
// portal received for it, oldest first. A server component, self-contained: give it the booking
// id and the caller (the booking page embeds it; /bookings/[id]/timeline shows it alone).
import clsx from "clsx";
import { getLocale, getTranslations } from "next-intl/server";
import { Fold, FOLD_PAST } from "@/components/bookings/fold";
import type { Caller } from "@/lib/auth/caller";
import { formatInstant } from "@/lib/time/format";
import { isOneOf } from "@/lib/core/narrow";
import type { Locale } from "@/lib/i18n/locales";
import type { ItemTimeline as ItemTimelineData } from "@/lib/feed/received-schema";
import { itemTimeline } from "@/lib/feed/received-updates";

const STATUSES = ["Draft", "Approved", "Delivered", "Loaded", "Discharged"] as const;

type Update = ItemTimelineData["updates"][number];
type Translate = Awaited<ReturnType<typeof getTranslations<"line.timeline">>>;

function updateSummary(update: Update, t: Translate): string {
  const r = update.record;
  const dates = [
    r.DeliveryDate && t("delivered", { date: r.DeliveryDate }),
    r.LoadingDate && t("loaded", { date: r.LoadingDate }),
    r.DischargingDate && t("discharged", { date: r.DischargingDate }),
    r.CustomsClearedOn && t("customsCleared", { date: r.CustomsClearedOn }),
  ].filter(Boolean);
  const measures = [
    r.Length && t("length", { value: r.Length }),
    r.Width && t("width", { value: r.Width }),
    r.Height && t("height", { value: r.Height }),
    r.Weight && t("weight", { value: r.Weight }),
  ].filter(Boolean);
  return [
    dates.join(", ") || t("noDates"),
    r.Location,
    measures.join(" · "),
    r.CustomsDocs && t("docs", { docs: r.CustomsDocs }),
  ]
    .filter(Boolean)
    .join(" — ");
}

function ItemEvents({
  item,
  timeZone,
  t,
  locale,
}: {
  item: ItemTimelineData;
  timeZone: string;
  t: Translate;
  locale: Locale;
}) {
  const events = [
    ...item.milestones.map((m) => ({
      key: `m${m.id}`,
      at: m.recordedAt,
      kind: "milestone" as const,
      title: t(`milestone.${m.type}`, { on: m.on }),
      detail: m.location,
    })),
    ...item.updates.map((u) => ({
      key: `u${u.id}`,
      at: u.receivedAt,
      kind: "update" as const,
      title: t("updateReceived"),
      detail: updateSummary(u, t),
    })),
  ].sort((a, b) => a.at.localeCompare(b.at) || a.key.localeCompare(b.key));
  if (events.length === 0) return <p className="px-4 py-3 text-sm text-slate-500">{t("nothingYet")}</p>;
  return (
    <ol className="relative ml-6 border-l border-slate-200 py-3 pr-4">
      {events.map((e) => (
        <li key={e.key} className="relative mb-3 pl-5 last:mb-0">
          <span
            aria-hidden
            className={clsx(
              "absolute -left-[5px] top-1.5 h-2.5 w-2.5 rounded-full ring-2 ring-white",
              e.kind === "milestone" ? "bg-brand-600" : "bg-emerald-500",
            )}
          />
          <p className="text-sm font-medium text-slate-800">{e.title}</p>
          <p className="text-xs text-slate-500">
            <time dateTime={e.at}>{formatInstant(e.at, timeZone, locale)}</time>
            {e.detail ? ` · ${e.detail}` : ""}
          </p>
        </li>
      ))}
    </ol>
  );
}

/** `timeZone`: the viewer's (My account), for when things were recorded; UTC when not given. */
export async function ItemTimeline({
  bookingId,
  caller,
  timeZone = "UTC",
}: {
  bookingId: number;
  caller: Caller;
  timeZone?: string;
}) {
  const items = await itemTimeline(caller, bookingId);
  const [t, tl, locale] = await Promise.all([getTranslations("line.timeline"), getTranslations("line"), getLocale()]);
  const list = (
    <ul className="divide-y divide-slate-100">
      {items.map((item) => (
        <li
          key={item.itemId}
          aria-label={
            item.serial
              ? t("unitSerial", { n: item.relativeId, serial: item.serial })
              : t("unit", { n: item.relativeId })
          }
        >
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 bg-slate-50/60 px-4 py-2">
            <span className="text-xs font-medium uppercase tracking-wide text-slate-500">
              {t("unit", { n: item.relativeId })}
            </span>
            <span className="font-mono text-sm">{item.serial ?? t("noSerial")}</span>
            <span className="ml-auto rounded px-1.5 py-0.5 text-xs text-slate-700 ring-1 ring-slate-200">
              {isOneOf(STATUSES, item.status) ? tl(`itemStatus.${item.status}`) : item.status}
            </span>
          </div>
          <ItemEvents item={item} timeZone={timeZone} t={t} locale={locale} />
        </li>
      ))}
    </ul>
  );
  return (
    <section aria-label={t("title")} className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <h2 className="border-b border-slate-200 px-4 py-3 text-sm font-semibold">{t("title")}</h2>
      {items.length === 0 ? <p className="px-4 py-6 text-sm text-slate-500">{t("noUnits")}</p> : null}
      {items.length > FOLD_PAST ? <Fold summary={t("fold", { count: items.length })}>{list}</Fold> : list}
    </section>
  );
}
