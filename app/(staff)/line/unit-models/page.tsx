import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ConsoleFormPanel, ConsolePage, ConsoleTable } from "@/components/lines/console-page";
import { RetireButton, UnitModelForm } from "@/components/lines/unit-model-form";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { listCatalogue } from "@/lib/lines/unit-models";
import type { UnitModelInput } from "@/lib/lines/schemas";
import { Th, Td, Tr, ThScreenReaderOnly } from "@/components/ui/table";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("line");
  return { title: t("unitModels.metaTitle") };
}
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";
const EMPTY: UnitModelInput = {
  make: "",
  model: "",
  description: "",
  type: "C",
  length: "",
  width: "",
  height: "",
  weight: "",
};

export default async function UnitModelCataloguePage({ searchParams }: { searchParams: SearchParams }) {
  // The catalogue is the operator's: admins only (staff get the 404 of a page that is not theirs).
  const caller = await requirePageCaller(["ADMIN"]);
  const params = await searchParams;
  const [t, tc] = await Promise.all([getTranslations("line"), getTranslations("common")]);
  const search = one(params.search);
  const editId = Number(one(params.edit)) || null;
  const rows = await listCatalogue(caller, { search });
  const editing = editId ? ((await listCatalogue(caller, { id: editId }))[0] ?? null) : null;
  return (
    <ConsolePage subtitle={t("unitModels.subtitle")} current="/line/unit-models" caller={caller}>
      <ConsoleFormPanel
        title={editing ? t("unitModels.edit", { name: `${editing.make} ${editing.model}` }) : t("unitModels.add")}
      >
        <UnitModelForm
          key={editing?.id ?? "new"}
          modelId={editing?.id ?? null}
          initial={
            editing
              ? ({
                  make: editing.make,
                  model: editing.model,
                  description: editing.description,
                  type: editing.type,
                  length: editing.length ?? "",
                  width: editing.width ?? "",
                  height: editing.height ?? "",
                  weight: editing.weight,
                } as UnitModelInput)
              : EMPTY
          }
        />
      </ConsoleFormPanel>
      <form
        method="get"
        action="/line/unit-models"
        aria-label={t("unitModels.findLabel")}
        className="mb-3 flex flex-wrap items-end gap-3"
      >
        <Field id="search" label={t("unitModels.searchLabel")}>
          <Input id="search" name="search" defaultValue={search} />
        </Field>
        <Button type="submit">{t("unitModels.find")}</Button>
      </form>
      <ConsoleTable
        label={t("unitModels.panel")}
        empty={rows.length === 0 ? { title: t("unitModels.emptyTitle"), body: t("unitModels.emptyBody") } : null}
        caption={t("unitModels.caption")}
        head={
          <>
            <Th>{t("unitModels.th.makeModel")}</Th>
            <Th className="hidden md:table-cell">{t("unitModels.th.description")}</Th>
            <Th>{t("unitModels.th.type")}</Th>
            <Th className="text-right">{t("unitModels.th.unitsBooked")}</Th>
            <Th>{t("unitModels.th.status")}</Th>
            <ThScreenReaderOnly>{t("unitModels.th.actions")}</ThScreenReaderOnly>
          </>
        }
      >
        {rows.map((m) => (
          <Tr key={m.id} className={m.retired ? "bg-slate-50 text-slate-500" : undefined}>
            <Td className="font-medium">
              {m.make} {m.model}
            </Td>
            <Td className="hidden md:table-cell">{m.description}</Td>
            <Td>{m.type}</Td>
            <Td className="text-right tabular-nums">{m.units}</Td>
            <Td>
              {m.retired ? (
                <span className="rounded bg-slate-200 px-1.5 py-0.5 text-xs font-medium text-slate-800">
                  {t("unitModels.retired")}
                </span>
              ) : (
                t("unitModels.offered")
              )}
            </Td>
            <Td>
              <div className="flex items-center gap-2">
                <Link
                  href={`/line/unit-models?edit=${m.id}${search ? `&search=${encodeURIComponent(search)}` : ""}`}
                  className="text-brand-700 underline underline-offset-2"
                  aria-label={t("unitModels.edit", { name: `${m.make} ${m.model}` })}
                >
                  {tc("action.edit")}
                </Link>
                <RetireButton modelId={m.id} name={`${m.make} ${m.model}`} retired={m.retired} />
              </div>
            </Td>
          </Tr>
        ))}
      </ConsoleTable>
    </ConsolePage>
  );
}
