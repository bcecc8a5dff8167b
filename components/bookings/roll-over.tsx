"use client";
// Roll-over on the booking page, for the line's staff: a button that opens a dialog to move the
// booking, or the units ticked, to a later sailing of the same Pol and Pod with a reason the agent
// reads. Keyboard alone: the dialog takes the focus, Escape closes it, Enter in it rolls.
import { useTranslations } from "next-intl";
import { useId, useRef, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { labelClass, Select, Field, Textarea } from "@/components/ui/field";
import { failureText, type ActionResult } from "@/lib/actions/action-result";

export interface RollSailingOption {
  number: string;
  /** "Nordic Hydra · leaves Zeebrugge Sun 8 Nov 03:15" */
  label: string;
}
export interface RollUnitOption {
  id: number;
  label: string;
}

export function RollOver({
  bookingCode,
  sailings,
  units,
  polName,
  podName,
  action,
}: {
  bookingCode: string;
  sailings: RollSailingOption[];
  units: RollUnitOption[];
  polName: string;
  podName: string;
  action: (input: { voyage: string; items: number[]; reason: string }) => Promise<ActionResult<string>>;
}) {
  const id = useId();
  const t = useTranslations("bookings");
  const tc = useTranslations("common");
  const dialog = useRef<HTMLDialogElement>(null);
  const router = useRouter();
  const [voyage, setVoyage] = useState(sailings[0]?.number ?? "");
  const [ticked, setTicked] = useState<Set<number>>(() => new Set(units.map((u) => u.id)));
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [isPending, startTransition] = useTransition();

  const roll = () =>
    startTransition(async () => {
      const whole = ticked.size === units.length;
      const result = await action({ voyage, items: whole ? [] : [...ticked], reason: reason.trim() });
      if (result.ok) {
        setDone(result.data);
        setError(null);
        setReason("");
        dialog.current?.close();
        router.refresh();
      } else setError(failureText(result));
    });

  return (
    <div className="flex flex-col items-start gap-1 print:hidden">
      <Button
        variant="secondary"
        onClick={() => {
          setError(null);
          setDone(null);
          dialog.current?.showModal();
        }}
      >
        {t("roll.open")}
      </Button>
      {done ? (
        <p role="status" className="text-xs text-emerald-800">
          {done}
        </p>
      ) : null}
      <Dialog ref={dialog} aria-labelledby={`${id}-title`} className="w-[min(34rem,calc(100vw-2rem))]">
        <form
          className="space-y-3 p-4"
          onSubmit={(e) => {
            e.preventDefault();
            roll();
          }}
        >
          <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
            {t("roll.title", { code: bookingCode })}
          </h2>
          {sailings.length === 0 ? (
            <p className="text-slate-700">{t("roll.none", { pol: polName, pod: podName })}</p>
          ) : (
            <>
              <Field id={`${id}-voyage`} label={t("roll.sailing")}>
                <Select id={`${id}-voyage`} value={voyage} onChange={(e) => setVoyage(e.target.value)}>
                  {sailings.map((s) => (
                    <option key={s.number} value={s.number}>
                      {s.label}
                    </option>
                  ))}
                </Select>
              </Field>
              {units.length > 1 ? (
                <fieldset>
                  <legend className={labelClass}>{t("roll.unitsLegend")}</legend>
                  <ul className="mt-1 max-h-48 space-y-1 overflow-y-auto">
                    {units.map((u) => (
                      <li key={u.id}>
                        <label className="flex items-center gap-2">
                          {/* raw <input>: a checkbox inside its label (Input is for text-like fields) */}
                          <input
                            type="checkbox"
                            checked={ticked.has(u.id)}
                            onChange={(e) => {
                              const next = new Set(ticked);
                              if (e.target.checked) next.add(u.id);
                              else next.delete(u.id);
                              setTicked(next);
                            }}
                          />
                          {u.label}
                        </label>
                      </li>
                    ))}
                  </ul>
                  <p className="mt-1 text-xs text-slate-600">{t("roll.unitsHint")}</p>
                </fieldset>
              ) : null}
              <Field id={`${id}-reason`} label={t("roll.reason")}>
                <Textarea
                  id={`${id}-reason`}
                  required
                  rows={2}
                  maxLength={1000}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                />
              </Field>
            </>
          )}
          {error ? (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => dialog.current?.close()}>
              {tc("action.close")}
            </Button>
            {sailings.length ? (
              <Button type="submit" disabled={isPending || ticked.size === 0}>
                {t("roll.roll")}
              </Button>
            ) : null}
          </div>
        </form>
      </Dialog>
    </div>
  );
}
