"use client";
// The lead's team: add a user (a temporary password shown once, to hand over), disable or enable
// one. A table on wider screens; on a phone each user is a card, so nothing is cut off.
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { formatInstant } from "@/lib/time/format";
import { FormError, fieldError } from "@/components/admin/form-error";
import { ShownOnce } from "@/components/shown-once";
import { Button } from "@/components/ui/button";
import { Field, fieldClass, fieldErrorId } from "@/components/ui/field";
import { Table, TableBody, TableHead, Td, Th } from "@/components/ui/table";
import type { ActionFailure } from "@/lib/actions/action-result";
import type { UserCreated } from "@/lib/admin/schemas";
import type { TeamMember } from "@/lib/team/schemas";
import { addTeamMemberAction, setTeamMemberActiveAction } from "@/lib/team/team-actions";

function status(m: TeamMember): string {
  return m.disabledAt ? `Disabled ${formatInstant(m.disabledAt)}` : "Active";
}

export function TeamPanel({ team }: { team: TeamMember[] }) {
  const router = useRouter();
  const [shown, setShown] = useState<UserCreated | null>(null);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [pending, startTransition] = useTransition();
  const [formKey, setFormKey] = useState(0);
  const err = (path: string) => fieldError(failure, path);

  function add(form: FormData) {
    const input = { name: String(form.get("name") ?? ""), email: String(form.get("email") ?? "") };
    startTransition(async () => {
      const result = await addTeamMemberAction(input);
      if (!result.ok) return setFailure(result);
      setFailure(null);
      setShown(result.data);
      setFormKey((k) => k + 1);
      router.refresh();
    });
  }

  function setActive(m: TeamMember, active: boolean) {
    startTransition(async () => {
      const result = await setTeamMemberActiveAction({ id: m.id, active });
      if (!result.ok) return setFailure(result);
      setFailure(null);
      router.refresh();
    });
  }

  const toggle = (m: TeamMember) =>
    m.self ? (
      <span className="text-xs text-slate-600">You</span>
    ) : (
      <Button
        variant={m.disabledAt ? "secondary" : "danger"}
        disabled={pending}
        aria-label={`${m.disabledAt ? "Enable" : "Disable"} ${m.email}`}
        onClick={() => setActive(m, !!m.disabledAt)}
      >
        {m.disabledAt ? "Enable" : "Disable"}
      </Button>
    );

  return (
    <div className="space-y-4">
      <form key={formKey} action={add} className="space-y-3" aria-label="Add a user">
        <h2 className="text-base font-semibold">Add a user</h2>
        <div className="flex flex-wrap items-start gap-3">
          <Field id="member-name" label="Name" error={err("name")} className="min-w-0 flex-1 basis-48">
            <input
              id="member-name"
              name="name"
              required
              maxLength={100}
              autoComplete="off"
              className={fieldClass}
              aria-invalid={err("name") ? true : undefined}
              aria-describedby={err("name") ? fieldErrorId("member-name") : undefined}
            />
          </Field>
          <Field id="member-email" label="E-mail" error={err("email")} className="min-w-0 flex-1 basis-48">
            <input
              id="member-email"
              name="email"
              type="email"
              required
              autoComplete="off"
              className={fieldClass}
              aria-invalid={err("email") ? true : undefined}
              aria-describedby={err("email") ? fieldErrorId("member-email") : undefined}
            />
          </Field>
        </div>
        <Button type="submit" disabled={pending}>
          {pending ? "Working…" : "Add user"}
        </Button>
      </form>
      {shown ? (
        <ShownOnce
          title={`User ${shown.email} added`}
          label="Temporary password"
          value={shown.temporaryPassword}
          hint={`First password of ${shown.email}: hand it over by another channel than e-mail; they change it on My account. It is not shown again.`}
          onDone={() => setShown(null)}
        />
      ) : null}
      <FormError failure={failure} fieldsInline />

      <Table look="list" className="hidden sm:table">
        <caption className="sr-only">Users of your agent</caption>
        <TableHead>
          <tr>
            <Th>Name</Th>
            <Th>E-mail</Th>
            <Th>Last sign-in</Th>
            <Th>Status</Th>
            <Th>
              <span className="sr-only">Actions</span>
            </Th>
          </tr>
        </TableHead>
        <TableBody>
          {team.map((m) => (
            <tr key={m.id} className={m.disabledAt ? "text-slate-600" : undefined}>
              <Td className="font-medium">
                {m.name}
                {m.lead ? <span className="ml-2 text-xs font-normal text-slate-600">Lead</span> : null}
              </Td>
              <Td className="[overflow-wrap:anywhere]">{m.email}</Td>
              <Td className="whitespace-nowrap">{m.lastSignInAt ? formatInstant(m.lastSignInAt) : "Not known"}</Td>
              <Td className="whitespace-nowrap">{status(m)}</Td>
              <Td className="text-right">{toggle(m)}</Td>
            </tr>
          ))}
        </TableBody>
      </Table>

      <ul aria-label="Users of your agent" className="divide-y divide-slate-100 sm:hidden">
        {team.map((m) => (
          <li key={m.id} className="py-3 text-sm">
            <div className="flex items-start justify-between gap-3">
              <p className="font-medium text-slate-900">
                {m.name}
                {m.lead ? <span className="ml-2 text-xs font-normal text-slate-600">Lead</span> : null}
              </p>
              <div className="shrink-0">{toggle(m)}</div>
            </div>
            {/* A long address wraps only where it must, across the card's full width. */}
            <p className="text-slate-700 [overflow-wrap:anywhere]">{m.email}</p>
            <p className="text-xs text-slate-600">
              {status(m)} · last sign-in {m.lastSignInAt ? formatInstant(m.lastSignInAt) : "not known"}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
