"use client";
// The voyage page's two other changes: a new voyage of the same service from this one's port
// pattern, and cancelling this voyage (which asks first when live bookings are on it).
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { addVoyageAction, cancelVoyageAction } from "@/lib/lines/actions";
import { AffectedBookingsPrompt, OutcomeMessage } from "@/components/lines/affected-bookings-prompt";
import { useLineAction } from "@/components/lines/use-line-action";
import { Button } from "@/components/ui/button";
import { labelClass, wallClockInputProps, wallClockInputValue, Input, Select } from "@/components/ui/field";
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
  const form = useForm<AddVoyageInput>({
    resolver: zodResolver(addVoyageSchema),
    defaultValues: { sourceVoyageId, number: "", vesselId: "", firstArrival: wallClockInputValue(suggestedArrival) },
  });
  const add = useLineAction(
    (v: AddVoyageInput) => addVoyageAction(v),
    (d) => `Voyage ${d.number} was added.`,
  );
  const { errors } = form.formState;
  const createdId = add.outcome?.ok ? /Voyage (\S+) was added/.exec(add.outcome.text)?.[1] : null;
  return (
    <form
      noValidate
      aria-label="Add a voyage from this pattern"
      onSubmit={form.handleSubmit((v) => add.submit(v))}
      className="space-y-3"
    >
      <p className="text-sm text-slate-600">
        Copies the calls of {sourceNumber} (ports, terminals, loading and discharging), every time moved so the first
        arrival is the one you give.
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor={`${id}-number`} className={labelClass}>
            New voyage number
          </label>
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
        </div>
        <div>
          <label htmlFor={`${id}-vessel`} className={labelClass}>
            Vessel
          </label>
          <Select id={`${id}-vessel`} {...form.register("vesselId")}>
            <option value="">Same vessel</option>
            {vessels.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={`${id}-arrival`} className={labelClass}>
            First arrival (port time)
          </label>
          <Input
            id={`${id}-arrival`}
            {...wallClockInputProps}
            {...form.register("firstArrival")}
            aria-invalid={errors.firstArrival ? true : undefined}
            aria-describedby={`${id}-arrival-error`}
          />
          <FieldError id={`${id}-arrival-error`} message={errors.firstArrival?.message} />
        </div>
      </div>
      <Button type="submit" disabled={add.pending}>
        {add.pending ? "Adding…" : "Add voyage"}
      </Button>
      <OutcomeMessage outcome={add.outcome} />
      {createdId ? (
        <p className="text-sm">
          <Link
            className="font-medium text-brand-700 underline underline-offset-2"
            href={`/line?number=${encodeURIComponent(createdId)}`}
          >
            Find {createdId} in the schedule
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
  const form = useForm<CancelVoyageInput>({
    resolver: zodResolver(cancelVoyageSchema),
    defaultValues: { voyageId, reason: "", confirm: false },
  });
  const cancel = useLineAction(
    (v: CancelVoyageInput, confirm) => cancelVoyageAction({ ...v, confirm }),
    (d) =>
      `Voyage ${number} was cancelled.${d.flagged ? ` ${d.flagged} booking${d.flagged === 1 ? " was" : "s were"} flagged for the agents.` : ""}`,
  );
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label="Cancel this voyage"
      onSubmit={form.handleSubmit((v) => cancel.submit(v))}
      className="space-y-3"
    >
      <p className="text-sm text-slate-600">
        A cancelled voyage leaves the schedules and takes no new bookings.{" "}
        {bookings
          ? `${bookings} live booking${bookings === 1 ? " is" : "s are"} on it: you will see them before anything changes.`
          : "No live bookings are on it."}
      </p>
      <div>
        <label htmlFor={`${id}-reason`} className={labelClass}>
          Reason (the agents see it)
        </label>
        <Input
          id={`${id}-reason`}
          {...form.register("reason")}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={`${id}-reason-error`}
        />
        <FieldError id={`${id}-reason-error`} message={errors.reason?.message} />
      </div>
      <Button variant="danger" type="submit" disabled={cancel.pending}>
        {cancel.pending ? "Cancelling…" : `Cancel voyage ${number}`}
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
