"use client";
// The line's decision on the booking page: its state in words for everyone (the reason, the fields
// the line asks to change, a held change against the confirmed booking), and for the line's staff
// Confirm, Decline and Ask for an update with a reason, usable from the keyboard alone.
import { useTranslations } from "next-intl";
import { SaidLine } from "@/components/said-line";
import { useId, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { ConfirmationBadge } from "@/components/bookings/status-badge";
import { Button } from "@/components/ui/button";
import { Field, Input, Textarea } from "@/components/ui/field";
import { failureText, type ActionResult } from "@/lib/actions/action-result";
import { DECISION_FROM, type Confirmation, type Decision } from "@/lib/booking/decision/confirmation-schema";

const show = (value: unknown): string =>
  value === null || value === undefined || value === ""
    ? "—"
    : typeof value === "object"
      ? JSON.stringify(value)
      : String(value);

export function LineDecision({
  confirmation,
  canDecide,
  decidedAtText,
  action,
  withdraw,
}: {
  confirmation: Confirmation;
  /** the caller decides for the line */
  canDecide: boolean;
  /** DecidedAt on the viewer's clock */
  decidedAtText: string | null;
  action: (input: { decision: Decision; reason: string; paths: string[] }) => Promise<ActionResult<string>>;
  /** the agent's side: withdraw a change that waits for the line */
  withdraw?: () => Promise<ActionResult<string>>;
}) {
  const id = useId();
  const t = useTranslations("bookings");
  const router = useRouter();
  const [reason, setReason] = useState("");
  const [paths, setPaths] = useState("");
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const [isPending, startTransition] = useTransition();
  const state = confirmation.State;
  const allowed = (d: Decision) => DECISION_FROM[d].includes(state);
  const decidable = canDecide && (["confirm", "decline", "request-update"] as const).some(allowed);

  const decide = (decision: Decision) =>
    startTransition(async () => {
      const result = await action({
        decision,
        reason: reason.trim(),
        paths: decision === "request-update" ? paths.split(/[\s,]+/).filter(Boolean) : [],
      });
      if (result.ok) {
        setSaid({ ok: true, text: result.data });
        setReason("");
        setPaths("");
        router.refresh();
      } else setSaid({ ok: false, text: failureText(result) });
    });

  const amendment = confirmation.PendingAmendment;
  return (
    <section
      id="line-decision"
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-lg border border-slate-200 bg-white p-4 shadow-sm print:hidden"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
          {t("decision.title")}
        </h2>
        <ConfirmationBadge state={state} />
        {decidedAtText ? (
          <span className="text-xs text-slate-600">{t("decision.decided", { date: decidedAtText })}</span>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-700">{t(`decision.means.${state}`)}</p>
      {confirmation.Reason ? (
        <p className="mt-1 text-sm text-slate-900">
          <span className="font-medium">{t("decision.reason")}</span> {confirmation.Reason}
        </p>
      ) : null}
      {state === "PendingUpdate" && confirmation.Paths.length ? (
        <p className="mt-1 text-sm text-slate-900">
          <span className="font-medium">{t("decision.fieldsToChange")}</span>{" "}
          {confirmation.Paths.map((p) => (
            <code key={p} className="mr-2 rounded bg-slate-100 px-1 text-xs">
              {p}
            </code>
          ))}
        </p>
      ) : null}
      {amendment ? (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="mb-1 text-left text-xs text-slate-600">
              {t("decision.changeCaption", { who: amendment.RequestedBy })}
            </caption>
            <thead>
              <tr className="border-b border-slate-200 text-xs text-slate-600">
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t("decision.field")}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t("decision.confirmed")}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {t("decision.asked")}
                </th>
              </tr>
            </thead>
            <tbody>
              {amendment.Changes.map((c) => (
                <tr key={c.Path} className="border-b border-slate-100">
                  <td className="py-1 pr-3 font-mono text-xs">{c.Path}</td>
                  <td className="py-1 pr-3">{show(c.From)}</td>
                  <td className="py-1 font-medium">{show(c.To)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {amendment && withdraw && !canDecide ? (
        <div className="mt-3">
          <Button
            variant="secondary"
            disabled={isPending}
            onClick={() =>
              startTransition(async () => {
                const result = await withdraw();
                setSaid(result.ok ? { ok: true, text: result.data } : { ok: false, text: failureText(result) });
                if (result.ok) router.refresh();
              })
            }
          >
            {t("decision.withdraw")}
          </Button>
        </div>
      ) : null}
      <SaidLine said={said} className="mt-2" />
      {decidable ? (
        <form
          className="mt-3 grid gap-3 sm:grid-cols-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (allowed("confirm")) decide("confirm");
          }}
        >
          <Field id={`${id}-reason`} label={t("decision.reasonLabel")} className="sm:col-span-2">
            <Textarea
              id={`${id}-reason`}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              rows={2}
              maxLength={1000}
            />
          </Field>
          {allowed("request-update") ? (
            <Field id={`${id}-paths`} label={t("decision.pathsLabel")} className="sm:col-span-2">
              <Input
                id={`${id}-paths`}
                value={paths}
                onChange={(e) => setPaths(e.target.value)}
                className="font-mono"
              />
            </Field>
          ) : null}
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            {allowed("confirm") ? (
              <Button type="submit" disabled={isPending}>
                {amendment ? t("decision.confirmChange") : t("decision.confirm")}
              </Button>
            ) : null}
            {allowed("request-update") ? (
              <Button variant="secondary" disabled={isPending} onClick={() => decide("request-update")}>
                {t("decision.askUpdate")}
              </Button>
            ) : null}
            {allowed("decline") ? (
              <Button variant="danger" disabled={isPending} onClick={() => decide("decline")}>
                {amendment ? t("decision.declineChange") : t("decision.decline")}
              </Button>
            ) : null}
          </div>
        </form>
      ) : null}
    </section>
  );
}
