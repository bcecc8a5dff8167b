"use client";
// "Get a quote": where the cargo loads and goes on this sailing, and how many units of each type.
// A make and model and the size are optional: "Not known yet" quotes by the type alone, and a
// measure left blank is the model's, else the type's typical one (per revenue ton prices use it).
// The answer is a stored quotation; its page shows the prices and "Book this quote".
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import { OutcomeMessage } from "@/components/lines/affected-bookings-prompt";
import type { Outcome } from "@/components/lines/use-line-action";
import { Button } from "@/components/ui/button";
import { Field, fieldClass, fieldErrorId, Input, Select } from "@/components/ui/field";
import type { FormVoyage } from "@/lib/booking/form/form-sailing";
import { requestQuoteAction } from "@/lib/actions/pricing";
import {
  quoteRequestSchema,
  TYPICAL_UNIT,
  type QuoteModel,
  type QuoteRequest,
  type QuoteRequestInput,
} from "@/lib/pricing/quote-request-schema";
import { UNIT_TYPE_CODES, type UnitType } from "@/lib/schedule/enums";
import { isOneOf } from "@/lib/core/narrow";

const MEASURES = [{ name: "length" }, { name: "width" }, { name: "height" }, { name: "weight" }] as const;

/** A model's size and weight, each one the catalogue leaves out from the type's typical unit. */
const sizeOf = (type: UnitType, model: QuoteModel | undefined) => {
  const typical = TYPICAL_UNIT[type];
  return {
    length: model?.length ?? typical.length,
    width: model?.width ?? typical.width,
    height: model?.height ?? typical.height,
    weight: model?.weight || typical.weight,
  };
};

export function QuoteForm({
  voyage,
  pol,
  pod,
  models,
}: {
  voyage: FormVoyage;
  pol?: string;
  pod?: string;
  models: QuoteModel[];
}) {
  const t = useTranslations("bookingForm.quote");
  const tc = useTranslations("common");
  const modelsOf = (type: UnitType) => models.filter((m) => m.type === type);
  // A new line starts with no model chosen ("Not known yet"): the type's typical size, shown as
  // placeholders, until the agent picks one (a preselected first model read as a choice made).
  const unitOf = (type: UnitType, count: number) => ({
    type,
    count,
    model: "",
    length: "",
    width: "",
    height: "",
    weight: "",
  });
  const id = useId();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const loads = voyage.visits.filter((v) => v.canLoad);
  const [polSeq, setPolSeq] = useState(() => (loads.find((v) => v.port === pol) ?? loads[0])?.sequence ?? 0);
  const discharges = voyage.visits.filter((v) => v.canDischarge && v.sequence > polSeq);
  const [podChoice, setPodChoice] = useState(() => discharges.find((v) => v.port === pod)?.sequence);
  const podSeq = discharges.some((v) => v.sequence === podChoice) ? podChoice : discharges.at(-1)?.sequence;
  const from = voyage.visits.find((v) => v.sequence === polSeq);
  const to = voyage.visits.find((v) => v.sequence === podSeq);

  const form = useForm<QuoteRequestInput, unknown, QuoteRequest>({
    resolver: zodResolver(quoteRequestSchema),
    defaultValues: {
      line: voyage.line,
      voyage: voyage.voyage,
      pol: from?.port ?? "",
      terminal: from?.terminal ?? "",
      pod: to?.port ?? "",
      reference: "",
      units: [unitOf("C", 1)],
    },
  });
  const units = useFieldArray({ control: form.control, name: "units" });
  const watchedUnits = useWatch({ control: form.control, name: "units" });
  const { errors } = form.formState;
  const serverError = (path: string) =>
    outcome && !outcome.ok ? outcome.errors.find((e) => e.path === path)?.message : undefined;

  const submit = form.handleSubmit((values) =>
    startTransition(async () => {
      setOutcome(null);
      const result = await requestQuoteAction(values);
      if (result.ok) {
        router.push(`/bookings/${result.data.id}?saved=quote`);
        return;
      }
      setOutcome({ ok: false, text: result.message, errors: result.errors });
    }),
  );

  return (
    <form
      noValidate
      aria-label={t("formLabel")}
      className="space-y-4"
      onSubmit={(e) => {
        // the sailing's choices are not form fields: set them as they are now
        form.setValue("pol", from?.port ?? "");
        form.setValue("terminal", from?.terminal ?? "");
        form.setValue("pod", to?.port ?? "");
        void submit(e);
      }}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id={`${id}-pol`} label={t("pol")}>
          <Select id={`${id}-pol`} value={polSeq} onChange={(e) => setPolSeq(Number(e.target.value))}>
            {loads.map((v) => (
              <option key={v.sequence} value={v.sequence}>
                {v.portName} ({v.port}){v.terminal ? ` · ${v.terminal}` : ""}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-pod`} label={t("pod")} error={discharges.length ? undefined : t("noDischarge")}>
          <Select
            id={`${id}-pod`}
            value={podSeq ?? ""}
            onChange={(e) => setPodChoice(Number(e.target.value))}
            disabled={!discharges.length}
          >
            {discharges.map((v) => (
              <option key={v.sequence} value={v.sequence}>
                {v.portName} ({v.port})
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-ref`} label={t("reference")}>
          <Input id={`${id}-ref`} {...form.register("reference")} />
        </Field>
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold">{t("units")}</legend>
        {units.fields.map((field, i) => {
          const err = errors.units?.[i];
          const rowId = `${id}-u${i}`;
          // a row just added is not in the watched values yet: its own defaults say its type
          const rowType = ((watchedUnits?.[i]?.type ?? field.type) as UnitType | undefined) ?? "C";
          return (
            <div
              key={field.id}
              role="group"
              aria-label={t("line", { n: i + 1 })}
              className="grid grid-cols-2 gap-2 rounded border border-slate-200 p-3 sm:grid-cols-4 lg:grid-cols-9"
            >
              <Field id={`${rowId}-type`} label={t("unitType")} error={err?.type?.message}>
                <Select
                  id={`${rowId}-type`}
                  {...form.register(`units.${i}.type`, {
                    onChange: (e) => {
                      if (!isOneOf(UNIT_TYPE_CODES, e.target.value)) return;
                      const next = unitOf(e.target.value, 1);
                      form.setValue(`units.${i}.model`, next.model);
                      for (const m of MEASURES) form.setValue(`units.${i}.${m.name}`, next[m.name]);
                    },
                  })}
                >
                  {UNIT_TYPE_CODES.map((c) => (
                    <option key={c} value={c}>
                      {tc(`unitType.${c}`)}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field id={`${rowId}-model`} label={t("model")} error={err?.model?.message} className="col-span-2">
                <select
                  id={`${rowId}-model`}
                  className={fieldClass}
                  {...form.register(`units.${i}.model`, {
                    onChange: (e) => {
                      const type = form.getValues(`units.${i}.type`) as UnitType;
                      // not known yet: blank measures, the type's typical ones shown as placeholders
                      const model = models.find((m) => m.type === type && m.description === e.target.value);
                      const size = model ? sizeOf(type, model) : null;
                      for (const m of MEASURES) form.setValue(`units.${i}.${m.name}`, size ? size[m.name] : "");
                    },
                  })}
                >
                  <option value="">{t("notKnown", { type: tc(`unitType.${rowType}`).toLowerCase() })}</option>
                  {modelsOf(rowType).map((m) => (
                    <option key={m.description} value={m.description}>
                      {m.description}
                    </option>
                  ))}
                </select>
              </Field>
              <NumberField
                id={`${rowId}-count`}
                label={t("count")}
                error={err?.count?.message}
                registration={form.register(`units.${i}.count`)}
              />
              {MEASURES.map((m) => (
                <NumberField
                  key={m.name}
                  id={`${rowId}-${m.name}`}
                  label={t(`measure.${m.name}`)}
                  placeholder={String(TYPICAL_UNIT[rowType][m.name])}
                  error={err?.[m.name]?.message}
                  registration={form.register(`units.${i}.${m.name}`)}
                />
              ))}
              <div className="flex items-end">
                {units.fields.length > 1 ? (
                  <Button
                    variant="secondary"
                    onClick={() => units.remove(i)}
                    aria-label={t("removeLine", { n: i + 1 })}
                  >
                    {t("remove")}
                  </Button>
                ) : null}
              </div>
            </div>
          );
        })}
        {errors.units?.root?.message || errors.units?.message ? (
          <p className="text-sm text-red-700">{errors.units?.root?.message ?? errors.units?.message}</p>
        ) : null}
        {units.fields.length < 8 ? (
          <Button variant="secondary" onClick={() => units.append(unitOf("T", 1))}>
            {t("addType")}
          </Button>
        ) : null}
      </fieldset>
      {serverError("Header.Terminal") ? <p className="text-sm text-red-700">{serverError("Header.Terminal")}</p> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending || !to}>
          {pending ? t("getting") : t("submit")}
        </Button>
        <span className="text-xs text-slate-600">{t("hint")}</span>
      </div>
      <OutcomeMessage outcome={outcome} />
    </form>
  );
}

function NumberField({
  id,
  label,
  placeholder,
  error,
  registration,
}: {
  id: string;
  label: string;
  /** blank is allowed: the typical value it stands for */
  placeholder?: string;
  error?: string;
  registration: ReturnType<ReturnType<typeof useForm>["register"]>;
}) {
  return (
    <Field id={id} label={label} error={error}>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        placeholder={placeholder}
        className={fieldClass}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? fieldErrorId(id) : undefined}
      />
    </Field>
  );
}
