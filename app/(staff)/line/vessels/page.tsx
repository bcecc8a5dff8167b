import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { ConsoleFormPanel, ConsolePage, ConsoleTable } from "@/components/lines/console-page";
import { VesselForm } from "@/components/lines/vessel-form";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { lineChoices } from "@/lib/lines/access";
import type { VesselInput } from "@/lib/lines/schemas";
import { listLineVessels } from "@/lib/lines/vessels";
import { Th, Td, Tr, ThScreenReaderOnly } from "@/components/ui/table";
import { INTL_LOCALE } from "@/lib/i18n/locales";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("line");
  return { title: t("vessels.metaTitle") };
}
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const EMPTY: VesselInput = {
  name: "",
  imo: "",
  yearBuilt: "",
  flag: "",
  cargoCapacity: "",
  maxDeckHeight: "",
  maxDeckWidth: "",
  maxRampWeight: "",
  speed: "",
};

export default async function LineVesselsPage({ searchParams }: { searchParams: SearchParams }) {
  const caller = await requirePageCaller(["STAFF"]);
  const editId = Number((await searchParams).edit) || null;
  const [t, tc, locale] = await Promise.all([getTranslations("line"), getTranslations("common"), getLocale()]);
  const num = (n: number) => n.toLocaleString(INTL_LOCALE[locale], { maximumFractionDigits: 2 });
  const vessels = await listLineVessels(caller);
  const editing = editId ? (vessels.find((v) => v.id === editId) ?? null) : null;
  const lines = await lineChoices(caller);
  return (
    <ConsolePage subtitle={t("vessels.subtitle")} current="/line/vessels" caller={caller}>
      <ConsoleFormPanel title={editing ? t("vessels.edit", { name: editing.name }) : t("vessels.add")}>
        <VesselForm
          key={editing?.id ?? "new"}
          vesselId={editing?.id ?? null}
          lines={lines}
          initial={
            editing
              ? {
                  name: editing.name,
                  imo: editing.imo ?? "",
                  yearBuilt: editing.yearBuilt ?? "",
                  flag: editing.flag,
                  cargoCapacity: editing.cargoCapacity,
                  maxDeckHeight: editing.maxDeckHeight,
                  maxDeckWidth: editing.maxDeckWidth,
                  maxRampWeight: editing.maxRampWeight,
                  speed: editing.speed,
                }
              : EMPTY
          }
        />
      </ConsoleFormPanel>
      <ConsoleTable
        label={t("vessels.panel")}
        empty={vessels.length === 0 ? { title: t("vessels.emptyTitle"), body: t("vessels.emptyBody") } : null}
        caption={t("vessels.caption")}
        head={
          <>
            <Th>{t("vessels.th.name")}</Th>
            <Th>IMO</Th>
            <Th>{t("vessels.th.built")}</Th>
            <Th>{t("vessels.th.flag")}</Th>
            <Th className="text-right">RT</Th>
            <Th className="text-right">{t("vessels.th.deck")}</Th>
            <Th className="text-right">{t("vessels.th.ramp")}</Th>
            <Th className="text-right">{t("vessels.th.speed")}</Th>
            <ThScreenReaderOnly>{tc("action.edit")}</ThScreenReaderOnly>
          </>
        }
      >
        {vessels.map((v) => (
          <Tr key={v.id}>
            <Td className="font-medium">
              {caller.role === "ADMIN" && v.line ? `${v.line} · ` : ""}
              {v.name}
            </Td>
            <Td className="tabular-nums">{v.imo ?? "—"}</Td>
            <Td className="tabular-nums">{v.yearBuilt ?? "—"}</Td>
            <Td>{v.flag}</Td>
            <Td className="text-right tabular-nums">{num(v.cargoCapacity)}</Td>
            <Td className="whitespace-nowrap text-right tabular-nums">
              {num(v.maxDeckHeight)} × {num(v.maxDeckWidth)}
            </Td>
            <Td className="text-right tabular-nums">{num(v.maxRampWeight)}</Td>
            <Td className="text-right tabular-nums">{num(v.speed)}</Td>
            <Td>
              <Link
                href={`/line/vessels?edit=${v.id}`}
                className="text-brand-700 underline underline-offset-2"
                aria-label={t("vessels.edit", { name: v.name })}
              >
                {tc("action.edit")}
              </Link>
            </Td>
          </Tr>
        ))}
      </ConsoleTable>
    </ConsolePage>
  );
}
