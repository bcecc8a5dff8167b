// The home page's "next departures open for booking": a row opens the voyage on the schedule or books on it.
import { useLocale, useTranslations } from "next-intl";
import { BookLink, VoyageLink } from "@/components/bookings/departure-links";
import { CutOffBadge } from "@/components/cut-off-badge";
import { formatWallClock } from "@/lib/time/format";
import type { NextDeparture } from "@/lib/schedule/next-departures";
import { zoneLabel } from "@/lib/time/port-time";
import { ScrollX } from "@/components/ui/scroll-x";
import { Table, TableBody, TableHead, Td, Th, Tr, ThScreenReaderOnly } from "@/components/ui/table";

export function NextDepartures({ departures, scope, now }: { departures: NextDeparture[]; scope: string; now: Date }) {
  const t = useTranslations("line.nextDepartures");
  const locale = useLocale();
  return (
    <section aria-label={t("label")} className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
        <div>
          <h2 id="next-departures" className="text-sm font-semibold">
            {t("title")}
          </h2>
          <p className="text-xs text-slate-600">{t("hint")}</p>
        </div>
        <span className="text-xs text-slate-600">{scope}</span>
      </div>
      {departures.length === 0 ? (
        <p className="px-4 py-10 text-center text-sm text-slate-500">{t("none")}</p>
      ) : (
        // Cards below 64rem: each departure's Cut-off and Book in sight on a phone.
        <ScrollX label={t("scroll")}>
          <Table look="panel" cards="wide" className="w-full min-w-[56rem]" caption={t("title")}>
            <TableHead>
              <Tr>
                <Th>{t("th.departs")}</Th>
                <Th>{t("th.from")}</Th>
                <Th>{t("th.voyage")}</Th>
                <Th>{t("th.vessel")}</Th>
                <Th>{t("th.line")}</Th>
                <Th>{t("th.next")}</Th>
                <Th>{t("th.cutOff")}</Th>
                <ThScreenReaderOnly>{t("th.book")}</ThScreenReaderOnly>
              </Tr>
            </TableHead>
            <TableBody>
              {departures.map((d) => {
                const link = {
                  line: d.line,
                  voyage: d.voyage,
                  port: d.port,
                  portCode: d.portCode,
                  terminal: d.terminal,
                  pod: d.destinations.at(-1) ?? null,
                };
                return (
                  <Tr
                    key={`${d.voyageId}-${d.portCode}`}
                    className="relative hover:bg-brand-50/50 focus-within:bg-brand-50/50"
                  >
                    <Td
                      label={t("th.departs")}
                      className="whitespace-nowrap tabular-nums"
                      title={zoneLabel(d.departure, d.timeZone)}
                    >
                      {formatWallClock(d.departure, { locale })}
                    </Td>
                    <Td label={t("th.from")}>
                      <div>
                        <span className="font-medium">{d.port}</span>{" "}
                        <span className="text-xs text-slate-600">{d.portCode}</span>
                        {d.terminal ? <div className="text-xs text-slate-500">{d.terminal}</div> : null}
                      </div>
                    </Td>
                    <Td label={t("th.voyage")}>
                      <VoyageLink departure={link} />
                    </Td>
                    <Td label={t("th.vessel")}>{d.vessel}</Td>
                    <Td label={t("th.line")} className="text-slate-600">
                      {d.line}
                    </Td>
                    <Td
                      label={t("th.next")}
                      className="max-w-xs truncate text-slate-600"
                      title={d.destinations.join(" → ")}
                    >
                      {d.destinations.slice(0, 4).join(" → ")}
                      {d.destinations.length > 4 ? ` +${d.destinations.length - 4}` : ""}
                    </Td>
                    <Td label={t("th.cutOff")} className="whitespace-nowrap">
                      <CutOffBadge cutOff={d.cutOff} timeZone={d.timeZone} now={now} />
                    </Td>
                    <Td className="text-right @max-5xl:pt-1.5">
                      <BookLink departure={link} />
                    </Td>
                  </Tr>
                );
              })}
            </TableBody>
          </Table>
        </ScrollX>
      )}
    </section>
  );
}
