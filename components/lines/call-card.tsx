"use client";
// One port call of a voyage in the console: move its times (a delay, optionally for every later
// call too), and whether it still loads and discharges. Either change may ask for confirmation
// when live bookings are touched.
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { setCallServiceAction } from "@/lib/actions/lines";
import { moveCallAction } from "@/lib/actions/tracking/move-call";
import { AffectedBookingsPrompt, OutcomeMessage } from "@/components/lines/affected-bookings-prompt";
import { useLineAction } from "@/components/lines/use-line-action";
import { Button } from "@/components/ui/button";
import { wallClockInputProps, wallClockInputValue, Input, Field } from "@/components/ui/field";
import { moveCallSchema, type MoveCallInput } from "@/lib/lines/schemas";
import type { VoyageCallRow } from "@/lib/lines/line-voyages";

export function CallCard({ call, editable, last }: { call: VoyageCallRow; editable: boolean; last: boolean }) {
  const id = useId();
  const t = useTranslations("line.callCard");
  const tc = useTranslations("common");
  const saved = (flagged: number) => (flagged ? t("savedFlagged", { count: flagged }) : t("saved"));
  // The stored values come back with each refresh of the page; fields someone is editing keep
  // what they typed (keepDirtyValues), the others take the new values (a delay moved them).
  const form = useForm<MoveCallInput>({
    resolver: zodResolver(moveCallSchema),
    values: {
      visitId: call.id,
      arrival: wallClockInputValue(call.arrival),
      departure: wallClockInputValue(call.departure),
      cutOff: wallClockInputValue(call.cutOff),
      shiftLaterCalls: false,
      confirm: false,
    },
    resetOptions: { keepDirtyValues: true },
  });
  const move = useLineAction(
    (values: MoveCallInput, confirm) => moveCallAction({ ...values, confirm }),
    (d) => {
      form.resetField("shiftLaterCalls");
      return saved(d.flagged);
    },
  );
  const [service, setService] = useState({ canLoad: call.canLoad, canDischarge: call.canDischarge });
  const toggle = useLineAction(
    (value: { canLoad: boolean; canDischarge: boolean }, confirm) =>
      setCallServiceAction({ visitId: call.id, ...value, confirm }),
    (d) => saved(d.flagged),
  );
  const [stored, setStored] = useState({ canLoad: call.canLoad, canDischarge: call.canDischarge });
  if (stored.canLoad !== call.canLoad || stored.canDischarge !== call.canDischarge) {
    setStored({ canLoad: call.canLoad, canDischarge: call.canDischarge });
    setService({ canLoad: call.canLoad, canDischarge: call.canDischarge });
  }
  const { errors } = form.formState;
  const changedService = service.canLoad !== call.canLoad || service.canDischarge !== call.canDischarge;

  const timeField = (name: "arrival" | "departure" | "cutOff", label: string) => (
    <Field id={`${id}-${name}`} label={label}>
      <Input
        id={`${id}-${name}`}
        {...wallClockInputProps}
        disabled={!editable}
        {...form.register(name)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
      />
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="mt-0.5 text-xs text-red-700">
          {errors[name]?.message}
        </p>
      ) : null}
    </Field>
  );

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${id}-title`} className="font-semibold">
          {call.sequence}. {call.port} <span className="text-sm font-normal text-slate-500">{call.portCode}</span>
        </h3>
        <p className="text-xs text-slate-600">
          {t("loadHere", { count: call.loading })}
          {call.discharging ? ` · ${t("dischargeHere", { count: call.discharging })}` : ""}
        </p>
      </div>
      <form
        noValidate
        aria-label={t("timesAt", { port: call.port })}
        onSubmit={form.handleSubmit((v) => move.submit(v))}
        className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto]"
      >
        {timeField("arrival", t("arrival"))}
        {timeField("departure", t("departure"))}
        {timeField("cutOff", t("cutOff"))}
        {editable ? (
          <div className="flex flex-col justify-end gap-1">
            {!last ? (
              <label className="flex items-center gap-1.5 text-xs text-slate-700">
                {/* raw <input>: a checkbox inside its label (Input is for text-like fields) */}
                <input type="checkbox" {...form.register("shiftLaterCalls")} /> {t("shiftLater")}
              </label>
            ) : null}
            <Button type="submit" disabled={move.pending}>
              {move.pending ? tc("action.saving") : t("saveTimes")}
            </Button>
          </div>
        ) : null}
      </form>
      {move.prompt ? (
        <AffectedBookingsPrompt
          prompt={move.prompt}
          pending={move.pending}
          onConfirm={move.confirm}
          onDismiss={move.dismiss}
        />
      ) : null}
      <OutcomeMessage outcome={move.outcome} />

      <fieldset
        className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-slate-100 pt-2 text-sm"
        disabled={!editable}
      >
        <legend className="sr-only">{t("serviceAt", { port: call.port })}</legend>
        <label className="flex items-center gap-1.5">
          {/* raw <input>: a checkbox inside its label (Input is for text-like fields) */}
          <input
            type="checkbox"
            checked={service.canLoad}
            onChange={(e) => setService((s) => ({ ...s, canLoad: e.target.checked }))}
          />{" "}
          {t("loads")}
        </label>
        <label className="flex items-center gap-1.5">
          {/* raw <input>: a checkbox inside its label (Input is for text-like fields) */}
          <input
            type="checkbox"
            checked={service.canDischarge}
            onChange={(e) => setService((s) => ({ ...s, canDischarge: e.target.checked }))}
          />{" "}
          {t("discharges")}
        </label>
        {editable && changedService ? (
          <Button onClick={() => toggle.submit(service)} disabled={toggle.pending}>
            {toggle.pending ? tc("action.saving") : t("saveService")}
          </Button>
        ) : null}
      </fieldset>
      {toggle.prompt ? (
        <AffectedBookingsPrompt
          prompt={toggle.prompt}
          pending={toggle.pending}
          onConfirm={toggle.confirm}
          onDismiss={() => {
            toggle.dismiss();
            setService({ canLoad: call.canLoad, canDischarge: call.canDischarge });
          }}
        />
      ) : null}
      <OutcomeMessage outcome={toggle.outcome} />
    </li>
  );
}
