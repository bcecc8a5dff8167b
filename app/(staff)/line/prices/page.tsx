import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { ConsolePage } from "@/components/lines/console-page";
import { PriceItemForm } from "@/components/prices/price-item-form";
import { PricedNotices } from "@/components/prices/priced-notices";
import { EmptyState, Panel } from "@/components/states";
import { ScrollX } from "@/components/ui/scroll-x";
import { Table, TableBody, TableHead, Td, Th, Tr } from "@/components/ui/table";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { getTariff } from "@/lib/pricing/line-tariff";
import { listOnRequest } from "@/lib/pricing/set-item-price";
import { UNIT_TYPES, type UnitType } from "@/lib/schedule/enums";
import { INTL_LOCALE } from "@/lib/i18n/locales";
import { measuresText } from "@/lib/voyage-space/revenue-tons";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("line");
  return { title: t("prices.metaTitle") };
}
export const dynamic = "force-dynamic";

const isUnitType = (v: string): v is UnitType => v in UNIT_TYPES;

export default async function PricesOnRequestPage() {
  const caller = await requirePageCaller(["STAFF"]);
  const queue = await listOnRequest(caller);
  const [t, tc, locale] = await Promise.all([getTranslations("line"), getTranslations("common"), getLocale()]);
  // the line's tariff currency proposes the currency of a booking that has none yet
  const currency = caller.role === "STAFF" ? ((await getTariff(caller)).currency ?? "EUR") : "EUR";
  return (
    <ConsolePage subtitle={t("prices.subtitle")} current="/line/prices" caller={caller}>
      <PricedNotices>
        {queue.bookings.length === 0 ? (
          <Panel label={t("prices.panel")}>
            <EmptyState title={t("prices.emptyTitle")}>{t("prices.emptyBody")}</EmptyState>
          </Panel>
        ) : (
          <div className="space-y-4">
            {queue.bookings.map((b) => (
              <Panel
                key={b.bookingId}
                label={
                  b.status === "Quotation"
                    ? t("prices.quoteLabel", { code: b.bookingCode })
                    : t("prices.bookingLabel", { code: b.bookingCode })
                }
                className="p-4"
              >
                <h2 className="text-base font-semibold">
                  <Link
                    href={`/bookings/${b.bookingId}`}
                    className="font-mono text-brand-700 underline underline-offset-2"
                  >
                    {b.bookingCode}
                  </Link>{" "}
                  <span className="text-sm font-normal text-slate-600">
                    {t(b.voyage ? "prices.summaryVoyage" : "prices.summary", {
                      kind: b.status === "Quotation" ? "quote" : "booking",
                      agent: b.agent,
                      pol: b.pol,
                      pod: b.pod ?? "?",
                      voyage: b.voyage ?? "",
                    })}
                  </span>
                </h2>
                <ScrollX label={t("prices.scrollLabel", { code: b.bookingCode })}>
                  <Table
                    caption={t("prices.caption", { code: b.bookingCode })}
                    look="panel"
                    className="mt-2 min-w-full"
                  >
                    <TableHead>
                      <Tr>
                        <Th>#</Th>
                        <Th>{t("prices.th.unit")}</Th>
                        <Th>{t("prices.th.price")}</Th>
                      </Tr>
                    </TableHead>
                    <TableBody>
                      {b.items.map((i) => {
                        const label = t("prices.itemLabel", { n: i.relativeId, code: b.bookingCode });
                        return (
                          <Tr key={i.itemId}>
                            <Td className="tabular-nums text-slate-500">{i.relativeId}</Td>
                            <Td className="min-w-32">
                              {i.description ?? "—"}
                              {i.unitType ? (
                                <span className="block text-xs text-slate-500">
                                  {isUnitType(i.unitType) ? tc(`unitType.${i.unitType}`) : i.unitType}
                                </span>
                              ) : null}
                              <span className="block text-xs tabular-nums text-slate-600">
                                {measuresText(i)}
                                {i.revenueTons > 0
                                  ? ` · ${tc("rt", { value: i.revenueTons.toLocaleString(INTL_LOCALE[locale]) })}`
                                  : ""}
                              </span>
                            </Td>
                            <Td className="min-w-72">
                              <PriceItemForm itemId={i.itemId} label={label} currency={currency} />
                            </Td>
                          </Tr>
                        );
                      })}
                    </TableBody>
                  </Table>
                </ScrollX>
              </Panel>
            ))}
          </div>
        )}
      </PricedNotices>
    </ConsolePage>
  );
}
