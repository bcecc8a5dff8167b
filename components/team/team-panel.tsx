"use client";
// The lead's team: add a user (a temporary password shown once, to hand over), disable or enable
// one. The users are the admin's user table (on a phone each user is a card, so nothing is cut off).
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { useLocale, useTranslations } from "next-intl";
import { formatInstant } from "@/lib/time/format";
import { FormError, fieldError } from "@/components/admin/form-error";
import { UserTable } from "@/components/admin/user-table";
import { ShownOnce } from "@/components/shown-once";
import { Button } from "@/components/ui/button";
import { Field, fieldErrorId, Input } from "@/components/ui/field";
import type { ActionFailure } from "@/lib/actions/action-result";
import type { UserCreated } from "@/lib/admin/schemas";
import type { TeamMember } from "@/lib/team/schemas";
import { addTeamMemberAction, setTeamMemberActiveAction } from "@/lib/actions/team";

export function TeamPanel({ team }: { team: TeamMember[] }) {
  const router = useRouter();
  const t = useTranslations("admin.team");
  const tu = useTranslations("admin.userTable");
  const locale = useLocale();
  const when = (iso: string) => formatInstant(iso, "UTC", locale);
  const status = (m: TeamMember) => (m.disabledAt ? tu("deactivated", { when: when(m.disabledAt) }) : tu("active"));
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
      <span className="text-xs text-slate-600">{t("you")}</span>
    ) : (
      <Button
        variant={m.disabledAt ? "secondary" : "danger"}
        disabled={pending}
        aria-label={
          m.disabledAt ? tu("reactivateLabel", { email: m.email }) : tu("deactivateLabel", { email: m.email })
        }
        onClick={() => setActive(m, !!m.disabledAt)}
      >
        {m.disabledAt ? tu("reactivate") : tu("deactivate")}
      </Button>
    );

  return (
    <div className="space-y-4">
      <form key={formKey} action={add} className="space-y-3" aria-label={t("addLabel")}>
        <h2 className="text-base font-semibold">{t("addLabel")}</h2>
        <div className="flex flex-wrap items-start gap-3">
          <Field id="member-name" label={t("name")} error={err("name")} className="min-w-0 flex-1 basis-48">
            <Input
              id="member-name"
              name="name"
              required
              maxLength={100}
              autoComplete="off"
              aria-invalid={err("name") ? true : undefined}
              aria-describedby={err("name") ? fieldErrorId("member-name") : undefined}
            />
          </Field>
          <Field id="member-email" label={t("email")} error={err("email")} className="min-w-0 flex-1 basis-48">
            <Input
              id="member-email"
              name="email"
              type="email"
              required
              autoComplete="off"
              aria-invalid={err("email") ? true : undefined}
              aria-describedby={err("email") ? fieldErrorId("member-email") : undefined}
            />
          </Field>
        </div>
        <Button type="submit" disabled={pending}>
          {pending ? t("working") : t("add")}
        </Button>
      </form>
      {shown ? (
        <ShownOnce
          title={t("addedTitle", { email: shown.email })}
          label={t("tempPassword")}
          value={shown.temporaryPassword}
          hint={t("tempHint", { email: shown.email })}
          onDone={() => setShown(null)}
        />
      ) : null}
      <FormError failure={failure} fieldsInline />

      <UserTable
        caption={t("caption")}
        users={team}
        name={(m) => (
          <>
            {m.name}
            {m.lead ? <span className="ml-2 text-xs font-normal text-slate-600">{t("lead")}</span> : null}
          </>
        )}
        columns={[
          {
            title: t("lastSignIn"),
            cell: (m) => (m.lastSignInAt ? when(m.lastSignInAt) : t("notKnown")),
            className: "whitespace-nowrap",
          },
          { title: t("status"), cell: status, className: "whitespace-nowrap" },
        ]}
        actions={toggle}
      />
    </div>
  );
}
