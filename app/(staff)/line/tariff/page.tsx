import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { ConsolePage } from "@/components/lines/console-page";
import { EndEntryForm } from "@/components/prices/end-entry-form";
import { TariffEntryForm } from "@/components/prices/tariff-entry-form";
import { TariffImport } from "@/components/prices/tariff-import";
import { EmptyState, Panel } from "@/components/states";
import { secondaryButtonClass } from "@/components/ui/button";
import { ScrollX } from "@/components/ui/scroll-x";
import { Table, TableBody, TableHead, Td, Th, Tr, ThScreenReaderOnly } from "@/components/ui/table";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { lineChoices } from "@/lib/lines/access";
import { getTariff } from "@/lib/pricing/line-tariff";
import { formatMoney, percentText } from "@/lib/pricing/money";
import { TARIFF_CSV_COLUMNS } from "@/lib/pricing/tariff";
import { tariffCsvCells } from "@/lib/pricing/tariff-csv";
import { UNIT_TYPES, type UnitType } from "@/lib/schedule/enums";
import { recordOf } from "@/lib/core/narrow";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("line");
  return { title: t("tariff.metaTitle") };
}
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const BASES = ["UNIT", "RT", "PERCENT", "BOOKING"] as const;
const isBasis = (v: string): v is (typeof BASES)[number] => BASES.some((b) => b === v);
const isUnitType = (v: string): v is UnitType => v in UNIT_TYPES;

export default async function LineTariffPage({ searchParams }: { searchParams: SearchParams }) {
  const caller = await requirePageCaller(["STAFF"]);
  const q = await searchParams;
  const [t, tc, locale] = await Promise.all([getTranslations("line"), getTranslations("common"), getLocale()]);
  const isAdmin = caller.role === "ADMIN";
  const requestedLine = Number(q.line) || null;
  // admins choose the line first; staff see their own
  if (isAdmin && !requestedLine) {
    const lines = (await lineChoices(caller)) ?? [];
    return (
      <ConsolePage subtitle={t("tariff.chooseSubtitle")} current="/line/tariff" caller={caller}>
        <Panel label={t("tariff.chooseLine")} className="p-4">
          <ul className="space-y-1 text-sm">
            {lines.map((l) => (
              <li key={l.id}>
                <Link href={`/line/tariff?line=${l.id}`} className="text-brand-700 underline underline-offset-2">
                  {l.name}
                </Link>
              </li>
            ))}
          </ul>
        </Panel>
      </ConsolePage>
    );
  }
  const tariff = await getTariff(caller, requestedLine);
  const lineParam = isAdmin ? tariff.lineId : null;
  const editId = Number(q.edit) || null;
  const editing = editId ? (tariff.entries.find((e) => e.id === editId) ?? null) : null;
  const today = new Date().toISOString().slice(0, 10);
  const blank = recordOf(TARIFF_CSV_COLUMNS, () => "");
  const fresh = {
    ...blank,
    Kind: "Rate",
    Code: "FREIGHT",
    UnitType: "C",
    Basis: "Unit",
    Currency: tariff.currency ?? "EUR",
    ValidFrom: today,
  };
  const exportHref = `/api/tariff/csv${lineParam ? `?lineId=${lineParam}` : ""}`;
  const withLine = (more: string) => `/line/tariff?${lineParam ? `line=${lineParam}&` : ""}${more}`;

  return (
    <ConsolePage subtitle={t("tariff.subtitle")} current="/line/tariff" caller={caller}>
      <div className="mb-4 grid gap-4 lg:grid-cols-2">
        <Panel label={t("tariff.importExport")} className="p-4">
          <h2 className="mb-2 text-lg font-semibold">{t("tariff.importExport")}</h2>
          <p className="mb-3 text-sm">
            <a href={exportHref} download="tariff.csv" className={secondaryButtonClass}>
              {t("tariff.export")}
            </a>
          </p>
          <TariffImport lineId={lineParam} columns={TARIFF_CSV_COLUMNS} />
        </Panel>
        <Panel label={editing ? t("tariff.editPanel", { id: editing.id }) : t("tariff.add")} className="p-4">
          <h2 className="mb-2 text-lg font-semibold">
            {editing ? t("tariff.editHeading", { name: editing.name }) : t("tariff.add")}
          </h2>
          <TariffEntryForm
            key={editing?.id ?? "new"}
            entryId={editing?.id ?? null}
            lineId={lineParam}
            initial={editing ? tariffCsvCells(editing) : fresh}
          />
        </Panel>
      </div>
      <Panel label={t("tariff.panel")}>
        {tariff.entries.length === 0 ? (
          <EmptyState title={t("tariff.emptyTitle")}>{t("tariff.emptyBody")}</EmptyState>
        ) : (
          <ScrollX label={t("tariff.scrollLabel")}>
            <Table
              caption={tariff.currency ? t("tariff.captionIn", { currency: tariff.currency }) : t("tariff.caption")}
              look="panel"
              className="min-w-full"
            >
              <TableHead>
                <Tr>
                  <Th>{t("tariff.th.line")}</Th>
                  <Th>{t("tariff.th.lane")}</Th>
                  <Th>{t("tariff.th.unitType")}</Th>
                  <Th className="text-right">{t("tariff.th.amount")}</Th>
                  <Th>{t("tariff.th.valid")}</Th>
                  <ThScreenReaderOnly>{t("tariff.th.change")}</ThScreenReaderOnly>
                </Tr>
              </TableHead>
              <TableBody>
                {tariff.entries.map((e) => {
                  const label = `${e.name}${e.unitType ? ` (${e.unitType})` : ""}${e.pol ? ` ${e.pol}–${e.pod}` : e.scheduleCategory ? ` ${e.scheduleCategory}` : ""}`;
                  const ended = e.validUntil !== null && e.validUntil < today;
                  return (
                    <Tr key={e.id} className={ended ? "text-slate-500" : undefined}>
                      <Td>
                        <span className="font-medium">{e.name}</span>
                        <span className="block text-xs text-slate-500">
                          {e.kind === "RATE" ? t("tariff.rate") : t("tariff.surcharge", { code: e.code })}
                        </span>
                      </Td>
                      <Td className="whitespace-nowrap">
                        {e.pol
                          ? `${e.pol} → ${e.pod}`
                          : e.scheduleCategory
                            ? t("tariff.trade", { category: e.scheduleCategory })
                            : t("tariff.everyLane")}
                      </Td>
                      <Td>
                        {e.unitType
                          ? isUnitType(e.unitType)
                            ? tc(`unitType.${e.unitType}`)
                            : e.unitType
                          : e.basis === "BOOKING"
                            ? "—"
                            : t("tariff.everyType")}
                      </Td>
                      <Td className="whitespace-nowrap text-right tabular-nums">
                        {e.basis === "PERCENT"
                          ? percentText(e.amount)
                          : formatMoney(e.amount, e.currency ?? "EUR", locale)}
                        <span className="block text-xs text-slate-500">
                          {isBasis(e.basis) ? t(`tariff.basis.${e.basis}`) : null}
                        </span>
                      </Td>
                      <Td className="whitespace-nowrap tabular-nums">
                        {e.validFrom} – {e.validUntil ?? t("tariff.open")}
                        {ended ? <span className="block text-xs">{t("tariff.ended")}</span> : null}
                      </Td>
                      <Td>
                        <div className="flex flex-wrap items-start gap-3">
                          <Link
                            href={withLine(`edit=${e.id}`)}
                            className="text-brand-700 underline underline-offset-2"
                            aria-label={t("tariff.editLabel", { label })}
                          >
                            {tc("action.edit")}
                          </Link>
                          {ended ? null : (
                            <EndEntryForm
                              entryId={e.id}
                              label={label}
                              today={today < e.validFrom ? e.validFrom : today}
                            />
                          )}
                        </div>
                      </Td>
                    </Tr>
                  );
                })}
              </TableBody>
            </Table>
          </ScrollX>
        )}
      </Panel>
    </ConsolePage>
  );
}
