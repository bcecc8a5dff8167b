// The acceptance exceptions staff granted (late unit, out of gauge): what, on which booking and
// unit, why, who, and when in the booking's Pol time. A table on wide screens, cards on a phone.
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { formatWallClock } from "@/lib/time/format";
import { wallClockAt } from "@/lib/time/local-datetime";
import type { ExceptionQueueEntry } from "@/lib/acceptance/exceptions";
import { Table, TableHead, TableBody, Th, Td, Tr } from "@/components/ui/table";

export function ExceptionsTable({
  exceptions,
  showVoyage = true,
}: {
  exceptions: ExceptionQueueEntry[];
  showVoyage?: boolean;
}) {
  const t = useTranslations("line.exceptionsTable");
  const locale = useLocale();
  const at = (e: ExceptionQueueEntry) =>
    t("at", { when: formatWallClock(wallClockAt(e.createdAt, e.polTimeZone), { year: true, locale }), pol: e.pol });
  if (exceptions.length === 0)
    return (
      <p className="rounded border border-slate-200 bg-white px-4 py-3 text-sm text-slate-600">
        {showVoyage ? t("none") : t("noneOnVoyage")}
      </p>
    );
  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm md:block">
        <Table look="panel" className="w-full" aria-label={t("label")}>
          <TableHead>
            <Tr>
              <Th>{t("th.granted")}</Th>
              <Th>{t("th.exception")}</Th>
              <Th>{t("th.booking")}</Th>
              {showVoyage ? <Th>{t("th.voyage")}</Th> : null}
              <Th>{t("th.unit")}</Th>
              <Th>{t("th.why")}</Th>
              <Th>{t("th.by")}</Th>
            </Tr>
          </TableHead>
          <TableBody>
            {exceptions.map((e) => (
              <Tr key={e.id} className="align-top">
                <Td className="whitespace-nowrap tabular-nums">{at(e)}</Td>
                <Td>{t(`kind.${e.kind}`)}</Td>
                <Td>
                  <Link
                    href={`/bookings/${e.bookingId}`}
                    className="font-mono text-brand-700 underline underline-offset-2"
                  >
                    {e.bookingCode}
                  </Link>
                </Td>
                {showVoyage ? (
                  <Td>
                    <Link
                      href={`/line/voyages/${e.voyageId}`}
                      className="font-mono text-brand-700 underline underline-offset-2"
                    >
                      {e.voyage}
                    </Link>
                  </Td>
                ) : null}
                <Td className="font-mono">{e.serialNumber ?? t("everyUnit")}</Td>
                <Td>{e.reason}</Td>
                <Td>{e.createdBy}</Td>
              </Tr>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="space-y-2 md:hidden" aria-label={t("label")}>
        {exceptions.map((e) => (
          <li key={e.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-sm">
            <div className="flex flex-wrap justify-between gap-2">
              <span className="font-medium">{t(`kind.${e.kind}`)}</span>
              <Link href={`/bookings/${e.bookingId}`} className="font-mono text-brand-700 underline underline-offset-2">
                {e.bookingCode}
              </Link>
            </div>
            <p className="mt-1 text-slate-700">{e.reason}</p>
            <p className="mt-1 text-xs text-slate-600">
              {e.serialNumber ?? t("everyUnit")}
              {showVoyage ? ` · ${t("voyage", { voyage: e.voyage })}` : ""} · {e.createdBy} · {at(e)}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
