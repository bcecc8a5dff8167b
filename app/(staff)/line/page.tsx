import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { ConsolePage, ConsoleTable } from "@/components/lines/console-page";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { listLineServices, listLineVoyages } from "@/lib/lines/line-voyages";
import { Th, Td, Tr } from "@/components/ui/table";
import { formatWallClock } from "@/lib/time/format";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("line");
  return { title: t("voyages.metaTitle") };
}
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

export default async function LineVoyagesPage({ searchParams }: { searchParams: SearchParams }) {
  const caller = await requirePageCaller(["STAFF"]);
  const params = await searchParams;
  const [t, locale] = await Promise.all([getTranslations("line.voyages"), getLocale()]);
  const route = one(params.route);
  const number = one(params.number);
  const includePast = one(params.past) === "1";
  const [services, voyages] = await Promise.all([
    listLineServices(caller),
    listLineVoyages(caller, { route: route || undefined, number: number || undefined, includePast }),
  ]);
  return (
    <ConsolePage width="max-w-screen-2xl" subtitle={t("subtitle")} current="/line" caller={caller}>
      <form method="get" action="/line" aria-label={t("findVoyages")} className="mb-4 flex flex-wrap items-end gap-3">
        <Field id="route" label={t("service")}>
          <Select id="route" name="route" defaultValue={route}>
            <option value="">{t("allServices")}</option>
            {services.map((s) => (
              <option key={`${s.line}-${s.route}`} value={s.route}>
                {caller.role === "ADMIN" ? `${s.line} · ` : ""}
                {s.route} · {s.category}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="number" label={t("voyageNumber")}>
          <Input id="number" name="number" defaultValue={number} />
        </Field>
        <label className="flex items-center gap-1.5 pb-1.5 text-sm">
          {/* raw <input>: a checkbox inside its label (Input is for text-like fields) */}
          <input type="checkbox" name="past" value="1" defaultChecked={includePast} /> {t("includeFinished")}
        </label>
        <Button type="submit">{t("show")}</Button>
      </form>
      <ConsoleTable
        label={t("panel")}
        empty={voyages.length === 0 ? { title: t("emptyTitle"), body: t("emptyBody") } : null}
        caption={t("caption")}
        head={
          <>
            <Th>{t("th.voyage")}</Th>
            <Th>{t("th.vessel")}</Th>
            <Th className="hidden md:table-cell">{t("th.service")}</Th>
            <Th>{t("th.fromTo")}</Th>
            <Th>{t("th.sails")}</Th>
            <Th className="text-right">{t("th.bookings")}</Th>
          </>
        }
      >
        {voyages.map((v) => (
          <Tr key={v.id} className={v.cancelled ? "bg-slate-50 text-slate-500" : undefined}>
            <Td className="font-medium">
              <Link
                href={`/line/voyages/${v.id}`}
                className="text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                {caller.role === "ADMIN" ? `${v.line} ` : ""}
                {v.number}
              </Link>
              {v.cancelled ? (
                <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-medium text-red-800">
                  {t("cancelled")}
                </span>
              ) : null}
            </Td>
            <Td>{v.vessel}</Td>
            <Td className="hidden md:table-cell">{v.service}</Td>
            <Td>
              {v.from} → {v.to}
            </Td>
            <Td className="whitespace-nowrap">{formatWallClock(v.startsAt, { year: true, locale })}</Td>
            <Td className="text-right tabular-nums">{v.bookings}</Td>
          </Tr>
        ))}
      </ConsoleTable>
    </ConsolePage>
  );
}
