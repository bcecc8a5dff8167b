"use client";
// One vessel: its particulars (GET /api/Vessel/Search) and its upcoming voyages
// (GET /api/voyage/rotation?Vessel=…), each opening into its rotation.
import clsx from "clsx";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { Fragment, useMemo, useState } from "react";
import { CutOffChip, cutOffState } from "@/components/schedules/cut-off-chip";
import { usePortTime } from "@/components/schedules/port-time-context";
import { VoyageRotationAndBooking } from "@/components/schedules/book-sailing";
import { dayLabel, timeLabel } from "@/components/schedules/wall-clock";
import { EmptyState, ErrorState, Panel, Skeleton, TableSkeleton } from "@/components/states";
import { Button, secondaryButtonClass } from "@/components/ui/button";
import { formatDecimal, formatInt } from "@/components/format-number";
import { useRotationQuery } from "@/lib/hooks/use-rotation-query";
import { useVesselsQuery } from "@/lib/hooks/use-vessels-query";
import { useVoyageServicesQuery, voyageKey } from "@/lib/hooks/use-voyage-services-query";
import { Table, TableBody, TableHead, Td, Th, Tr } from "@/components/ui/table";

export function VesselDetail({ name }: { name: string }) {
  const vessels = useVesselsQuery({});
  const vessel = vessels.data?.find((v) => v.name.toLowerCase() === name.toLowerCase());
  const rotation = useRotationQuery({ Vessel: name });
  const keys = useMemo(
    () => (rotation.data?.voyages ?? []).map((v) => ({ voyage: v.voyage, vessel: v.vessel })),
    [rotation.data],
  );
  const services = useVoyageServicesQuery(keys);
  const [open, setOpen] = useState("");
  const [showAll, setShowAll] = useState(false);
  const { zoneOf, now } = usePortTime();
  const t = useTranslations("reference.vessels");
  const locale = useLocale();

  if (vessels.isError)
    return (
      <Panel>
        <ErrorState error={vessels.error} onRetry={() => vessels.refetch()} />
      </Panel>
    );
  if (vessels.data && !vessel) {
    return (
      <Panel>
        <EmptyState
          title={t("notFoundTitle", { name })}
          action={
            <Link href="/vessels" className={secondaryButtonClass}>
              {t("all")}
            </Link>
          }
        >
          {t("notFound")}
        </EmptyState>
      </Panel>
    );
  }

  const facts: [string, string][] = vessel
    ? [
        [t("flag"), vessel.flag],
        [t("built"), vessel.yearBuilt ? String(vessel.yearBuilt) : "—"],
        [t("cargoCapacity"), t("rt", { value: formatInt(vessel.cargoCapacity, locale) })],
        [t("deckHeight"), t("cm", { value: formatInt(vessel.maxDeckHeight, locale) })],
        [t("deckWidth"), t("cm", { value: formatInt(vessel.maxDeckWidth, locale) })],
        [t("rampWeight"), t("tonnes", { value: formatDecimal(vessel.maxRampWeight, locale) })],
        [t("serviceSpeed"), t("kn", { value: formatDecimal(vessel.speed, locale) })],
      ]
    : [];
  const allVoyages = rotation.data?.voyages ?? [];
  const voyages = showAll ? allVoyages : allVoyages.slice(0, 12);

  return (
    <div className="space-y-4">
      <nav aria-label={t("breadcrumb")} className="text-xs text-slate-500">
        <Link href="/vessels" className="hover:text-slate-800 hover:underline">
          {t("title")}
        </Link>{" "}
        / <span className="text-slate-700">{vessel?.name ?? name}</span>
      </nav>
      <div>
        <h1 className="text-xl font-semibold tracking-tight">{vessel?.name ?? name}</h1>
        <p className="text-sm text-slate-500">
          {services.data?.[0]
            ? t("deployedBy", { lines: [...new Set(services.data.map((s) => s.line))].join(", ") })
            : t("roro")}
        </p>
      </div>

      <Panel label={t("particulars")}>
        <dl className="grid grid-cols-2 divide-slate-100 sm:grid-cols-4 lg:grid-cols-7 lg:divide-x">
          {vessel
            ? facts.map(([label, value]) => (
                <div key={label} className="px-4 py-3">
                  <dt className="text-xs text-slate-500">{label}</dt>
                  <dd className="mt-0.5 font-semibold tabular-nums">{value}</dd>
                </div>
              ))
            : Array.from({ length: 7 }, (_, i) => (
                <div key={i} className="space-y-2 px-4 py-3">
                  <Skeleton className="h-2.5 w-20" />
                  <Skeleton className="h-4 w-16" />
                </div>
              ))}
        </dl>
      </Panel>

      <Panel label={t("upcoming")}>
        <div className="flex items-baseline justify-between border-b border-slate-200 px-4 py-3">
          <h2 className="text-sm font-semibold">{t("upcoming")}</h2>
          <Link
            href={`/schedules?${new URLSearchParams({ Vessel: vessel?.name ?? name })}`}
            className="text-xs font-medium text-brand-700 hover:underline"
          >
            {t("openSchedule")}
          </Link>
        </div>
        {rotation.isPending ? (
          <TableSkeleton rows={5} columns={6} label={t("loadingVoyages")} />
        ) : rotation.isError ? (
          <ErrorState error={rotation.error} onRetry={() => rotation.refetch()} />
        ) : allVoyages.length === 0 ? (
          <EmptyState title={t("noUpcomingTitle")}>{t("noUpcoming")}</EmptyState>
        ) : (
          <Table look="panel" className="w-full">
            <TableHead>
              <Tr>
                <Th>{t("voyage")}</Th>
                <Th>{t("service")}</Th>
                <Th>{t("sails")}</Th>
                <Th>{t("ends")}</Th>
                <Th>{t("calls")}</Th>
                <Th>{t("nextCutOff")}</Th>
              </Tr>
            </TableHead>
            <TableBody>
              {voyages.map((voyage) => {
                const service = services.byKey.get(voyageKey(voyage));
                const first = voyage.visits[0];
                const last = voyage.visits.at(-1);
                const nextCall = voyage.visits.find(
                  (v) => v.canLoad && v.cutOff && cutOffState(v.cutOff, zoneOf(v.portId), now) !== "past",
                );
                const isOpen = open === voyage.voyage;
                return (
                  <Fragment key={`${voyage.voyage}-${voyage.vessel}`}>
                    <Tr className={clsx(isOpen ? "bg-brand-50/50" : "hover:bg-slate-50")}>
                      <Td>
                        {/* raw <button>: the voyage's disclosure toggle (▸ and its number), a look of its own */}
                        <button
                          type="button"
                          aria-expanded={isOpen}
                          onClick={() => setOpen(isOpen ? "" : voyage.voyage)}
                          className="flex items-center gap-1.5 font-mono text-xs font-semibold text-brand-700 hover:underline"
                        >
                          <span
                            aria-hidden
                            className={clsx("inline-block transition-transform", isOpen && "rotate-90")}
                          >
                            ▸
                          </span>
                          {voyage.voyage}
                        </button>
                      </Td>
                      <Td className="whitespace-nowrap text-slate-600">
                        {service ? `${service.sailingRoute} · ${service.scheduleCategory}` : "…"}
                      </Td>
                      <Td className="whitespace-nowrap tabular-nums">
                        {first ? `${dayLabel(first.departure, false, locale)} ${timeLabel(first.departure)}` : "—"}{" "}
                        <span className="text-slate-500">{first?.port}</span>
                      </Td>
                      <Td className="whitespace-nowrap tabular-nums">
                        {last ? dayLabel(last.arrival, false, locale) : "—"}{" "}
                        <span className="text-slate-500">{last?.port}</span>
                      </Td>
                      <Td
                        className="max-w-md truncate text-slate-600"
                        title={voyage.visits.map((v) => v.port).join(" → ")}
                      >
                        {voyage.visits.map((v) => v.port).join(" → ")}
                      </Td>
                      <Td className="whitespace-nowrap">
                        {nextCall ? (
                          <CutOffChip cutOff={nextCall.cutOff} portId={nextCall.portId} />
                        ) : (
                          <span className="text-xs text-slate-500">{t("closed")}</span>
                        )}
                      </Td>
                    </Tr>
                    {isOpen ? (
                      <Tr>
                        <Td colSpan={6} className="bg-slate-50/70">
                          <div
                            role="region"
                            aria-label={t("voyagePanel", { voyage: voyage.voyage })}
                            className="space-y-4 py-2"
                          >
                            <VoyageRotationAndBooking voyage={voyage} line={service?.line} />
                          </div>
                        </Td>
                      </Tr>
                    ) : null}
                  </Fragment>
                );
              })}
            </TableBody>
          </Table>
        )}
        {allVoyages.length > voyages.length ? (
          <div className="border-t border-slate-200 px-4 py-2 text-center">
            <Button variant="inline" onClick={() => setShowAll(true)} className="text-xs">
              {t("showAll", { count: allVoyages.length })}
            </Button>
          </div>
        ) : null}
      </Panel>
    </div>
  );
}
