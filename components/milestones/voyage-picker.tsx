// Choosing the voyage (and Pol) whose units get milestones: a PickForm, so the choice is in the URL.
import { useLocale, useTranslations } from "next-intl";
import { PickForm } from "@/components/pick-form";
import { Select, Field } from "@/components/ui/field";
import type { StaffVoyage } from "@/lib/staff/voyage-items";
import { formatDate } from "@/lib/time/format";

interface Props {
  voyages: StaffVoyage[];
  selected: { voyage: number; pols: { code: string; name: string }[]; pol: string } | null;
}

export function VoyagePicker({ voyages, selected }: Props) {
  const t = useTranslations("line.voyagePicker");
  const locale = useLocale();
  return (
    <PickForm action="/milestones" submitLabel={t("show")}>
      <Field id="pick-voyage" label={t("voyage")} className="w-full sm:w-96">
        <Select id="pick-voyage" name="voyage" defaultValue={selected?.voyage ?? ""} required>
          <option value="" disabled>
            {t("choose")}
          </option>
          {voyages.map((v) => (
            <option key={v.id} value={v.id}>
              {v.number} · {v.vessel} · {t("sails", { date: formatDate(v.startsOn, locale) })}
              {voyages.some((o) => o.line !== v.line) ? ` · ${v.line}` : ""}
            </option>
          ))}
        </Select>
      </Field>
      {selected && selected.pols.length > 1 ? (
        <Field id="pick-pol" label={t("pol")} className="w-full sm:w-64">
          <Select id="pick-pol" name="pol" defaultValue={selected.pol}>
            <option value="">{t("everyPol")}</option>
            {selected.pols.map((p) => (
              <option key={p.code} value={p.code}>
                {p.name} ({p.code})
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
    </PickForm>
  );
}
