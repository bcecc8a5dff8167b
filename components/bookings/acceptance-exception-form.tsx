"use client";
// Line staff accept what the booking's rules would refuse at the gate: a unit delivered after the
// cut-off (late unit) or measured off its booking (out of gauge), for one unit or every unit of
// the booking, with the reason the agent is told (docs/portal/line-console.md). The dashboard's
// "Decide" entries open it with the kind chosen (?exception=OutOfGauge#acceptance-exception).
import { useTranslations } from "next-intl";
import { SaidLine } from "@/components/said-line";
import { useId, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { labelClass, Select, Field, Textarea } from "@/components/ui/field";
import type { ExceptionKindName } from "@/lib/acceptance/schemas";
import { failureText, type ActionResult } from "@/lib/actions/action-result";

export interface ExceptionUnit {
  serialNumber: string;
  label: string;
  /** the gate measured it off its booking (an out-of-gauge exception would accept it) */
  offGauge: boolean;
}

const KINDS = [
  { kind: "OutOfGauge", label: "exception.outOfGauge", hint: "exception.outOfGaugeHint" },
  { kind: "LateUnit", label: "exception.lateUnit", hint: "exception.lateUnitHint" },
] as const satisfies readonly { kind: ExceptionKindName; label: string; hint: string }[];

export function AcceptanceExceptionForm({
  units,
  initialKind,
  action,
}: {
  units: ExceptionUnit[];
  initialKind: ExceptionKindName | null;
  action: (input: {
    kind: ExceptionKindName;
    serialNumber: string | null;
    reason: string;
  }) => Promise<ActionResult<string>>;
}) {
  const [open, setOpen] = useState(initialKind !== null);
  const [kind, setKind] = useState<ExceptionKindName>(initialKind ?? "OutOfGauge");
  const firstOffGauge = units.find((u) => u.offGauge)?.serialNumber;
  const [serial, setSerial] = useState(kind === "OutOfGauge" && firstOffGauge ? firstOffGauge : "");
  const [reason, setReason] = useState("");
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const [isPending, startTransition] = useTransition();
  const id = useId();
  const t = useTranslations("bookings");
  const tc = useTranslations("common");

  return (
    <section
      id="acceptance-exception"
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-lg border border-slate-200 bg-white p-4 shadow-sm print:hidden"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
            {t("exception.title")}
          </h2>
          <p className="text-xs text-slate-600">{t("exception.intro")}</p>
        </div>
        {open ? null : (
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {t("exception.open")}
          </Button>
        )}
      </div>
      <SaidLine said={said} className="mt-2" />
      {open ? (
        <form
          className="mt-3 grid gap-3 sm:grid-cols-2"
          onSubmit={(e) => {
            e.preventDefault();
            startTransition(async () => {
              const result = await action({ kind, serialNumber: serial || null, reason });
              if (result.ok) {
                setSaid({ ok: true, text: result.data });
                setReason("");
                setOpen(false);
              } else setSaid({ ok: false, text: failureText(result) });
            });
          }}
        >
          <fieldset className="sm:col-span-2">
            <legend className={labelClass}>{t("exception.legend")}</legend>
            <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
              {KINDS.map((k) => (
                <label key={k.kind} className="flex items-start gap-2 text-sm text-slate-800">
                  {/* raw <input>: a radio inside its label (Input is for text-like fields) */}
                  <input
                    type="radio"
                    name={`${id}-kind`}
                    value={k.kind}
                    checked={kind === k.kind}
                    onChange={() => setKind(k.kind)}
                    className="mt-0.5 h-4 w-4 border-slate-300 text-brand-600 focus:ring-2 focus:ring-brand-500"
                  />
                  <span>
                    {t(k.label)}
                    <span className="block text-xs text-slate-600">{t(k.hint)}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <Field id={`${id}-unit`} label={t("exception.unit")}>
            <Select id={`${id}-unit`} value={serial} onChange={(e) => setSerial(e.target.value)}>
              <option value="">{t("exception.everyUnit")}</option>
              {units.map((u) => (
                <option key={u.serialNumber} value={u.serialNumber}>
                  {u.offGauge ? t("exception.offGauge", { label: u.label }) : u.label}
                </option>
              ))}
            </Select>
          </Field>
          <Field id={`${id}-reason`} label={t("exception.reason")}>
            <Textarea
              id={`${id}-reason`}
              required
              maxLength={500}
              rows={2}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </Field>
          <div className="flex gap-2 sm:col-span-2">
            <Button type="submit" disabled={isPending}>
              {isPending ? t("exception.granting") : t("exception.grant")}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {tc("action.close")}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
