"use client";
// The voyage page's two other changes: a new voyage of the same service from this one's port
// pattern, and cancelling this voyage (which asks first when live bookings are on it).
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { addVoyageAction, cancelVoyageAction } from "@/lib/actions/lines";
import { AffectedBookingsPrompt, OutcomeMessage } from "@/components/lines/affected-bookings-prompt";
import { useLineAction } from "@/components/lines/use-line-action";
import { Button } from "@/components/ui/button";
import { wallClockInputProps, wallClockInputValue, Input, Select, Field } from "@/components/ui/field";
import { addVoyageSchema, cancelVoyageSchema, type AddVoyageInput, type CancelVoyageInput } from "@/lib/lines/schemas";

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-0.5 text-xs text-red-700">
      {message}
    </p>
  ) : null;
}

export function AddVoyageForm({
  sourceVoyageId,
  sourceNumber,
  vessels,
  suggestedArrival,
}: {
  sourceVoyageId: number;
  sourceNumber: string;
  vessels: { id: number; name: string }[];
  suggestedArrival: string;
}) {
  const id = useId();
  const t = useTranslations("line.addVoyage");
  const [created, setCreated] = useState<string | null>(null);
  const form = useForm<AddVoyageInput>({
    resolver: zodResolver(addVoyageSchema),
    defaultValues: { sourceVoyageId, number: "", vesselId: "", firstArrival: wallClockInputValue(suggestedArrival) },
  });
  const add = useLineAction(
    (v: AddVoyageInput) => addVoyageAction(v),
    (d) => {
      setCreated(d.number);
      return t("added", { number: d.number });
    },
  );
  const { errors } = form.formState;
  const createdId = add.outcome?.ok ? created : null;
  return (
    <form
      noValidate
      aria-label={t("formLabel")}
      onSubmit={form.handleSubmit((v) => add.submit(v))}
      className="space-y-3"
    >
      <p className="text-sm text-slate-600">{t("help", { number: sourceNumber })}</p>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id={`${id}-number`} label={t("number")}>
          <Input
            id={`${id}-number`}
            {...form.register("number")}
            aria-invalid={errors.number ? true : undefined}
            aria-describedby={`${id}-number-error`}
          />
          <FieldError
            id={`${id}-number-error`}
            message={
              errors.number?.message ??
              (add.outcome && !add.outcome.ok
                ? add.outcome.errors.find((e) => e.path === "number")?.message
                : undefined)
            }
          />
        </Field>
        <Field id={`${id}-vessel`} label={t("vessel")}>
          <Select id={`${id}-vessel`} {...form.register("vesselId")}>
            <option value="">{t("sameVessel")}</option>
            {vessels.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-arrival`} label={t("firstArrival")}>
          <Input
            id={`${id}-arrival`}
            {...wallClockInputProps}
            {...form.register("firstArrival")}
            aria-invalid={errors.firstArrival ? true : undefined}
            aria-describedby={`${id}-arrival-error`}
          />
          <FieldError id={`${id}-arrival-error`} message={errors.firstArrival?.message} />
        </Field>
      </div>
      <Button type="submit" disabled={add.pending}>
        {add.pending ? t("adding") : t("add")}
      </Button>
      <OutcomeMessage outcome={add.outcome} />
      {createdId ? (
        <p className="text-sm">
          <Link
            className="font-medium text-brand-700 underline underline-offset-2"
            href={`/line?number=${encodeURIComponent(createdId)}`}
          >
            {t("find", { number: createdId })}
          </Link>
        </p>
      ) : null}
    </form>
  );
}

export function CancelVoyageForm({
  voyageId,
  number,
  bookings,
}: {
  voyageId: number;
  number: string;
  bookings: number;
}) {
  const id = useId();
  const t = useTranslations("line.cancelVoyage");
  const form = useForm<CancelVoyageInput>({
    resolver: zodResolver(cancelVoyageSchema),
    defaultValues: { voyageId, reason: "", confirm: false },
  });
  const cancel = useLineAction(
    (v: CancelVoyageInput, confirm) => cancelVoyageAction({ ...v, confirm }),
    (d) => (d.flagged ? t("cancelledFlagged", { number, count: d.flagged }) : t("cancelled", { number })),
  );
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label={t("formLabel")}
      onSubmit={form.handleSubmit((v) => cancel.submit(v))}
      className="space-y-3"
    >
      <p className="text-sm text-slate-600">{t("help", { count: bookings })}</p>
      <Field id={`${id}-reason`} label={t("reason")}>
        <Input
          id={`${id}-reason`}
          {...form.register("reason")}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={`${id}-reason-error`}
        />
        <FieldError id={`${id}-reason-error`} message={errors.reason?.message} />
      </Field>
      <Button variant="danger" type="submit" disabled={cancel.pending}>
        {cancel.pending ? t("cancelling") : t("submit", { number })}
      </Button>
      {cancel.prompt ? (
        <AffectedBookingsPrompt
          prompt={cancel.prompt}
          pending={cancel.pending}
          onConfirm={cancel.confirm}
          onDismiss={cancel.dismiss}
        />
      ) : null}
      <OutcomeMessage outcome={cancel.outcome} />
    </form>
  );
}
