"use client";
// Who leads the agent's team: its leads, each with "Remove lead", and a choice of the agent's other
// active users to make a lead. The same on /team (the lead's action) and on the operator's agent
// page (the admin's); the last lead's removal is refused by the server with its reason, shown here.
import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { FormError } from "@/components/admin/form-error";
import { Button } from "@/components/ui/button";
import { Select, Field } from "@/components/ui/field";
import type { ActionFailure, ActionResult } from "@/lib/actions/action-result";
import type { LeadChoice } from "@/lib/team/schemas";

export function LeadSwitch({
  users,
  action,
  selfId = null,
}: {
  users: LeadChoice[];
  action: (input: { id: number; lead: boolean }) => Promise<ActionResult<LeadChoice[]>>;
  selfId?: number | null;
}) {
  const router = useRouter();
  const t = useTranslations("admin.leads");
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [done, setDone] = useState("");
  const [pending, startTransition] = useTransition();
  const selectId = useId();
  const leads = users.filter((u) => u.lead && !u.disabled);
  const candidates = users.filter((u) => !u.lead && !u.disabled);

  function change(user: LeadChoice, lead: boolean) {
    startTransition(async () => {
      const result = await action({ id: user.id, lead });
      if (!result.ok) {
        setDone("");
        return setFailure(result);
      }
      setFailure(null);
      setDone(lead ? t("nowLead", { email: user.email }) : t("noLonger", { email: user.email }));
      router.refresh();
    });
  }

  return (
    <div className="space-y-3 text-sm">
      <ul aria-label={t("listLabel")} className="divide-y divide-slate-100">
        {leads.map((u) => (
          <li key={u.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="min-w-0 [overflow-wrap:anywhere]">
              <span className="font-medium text-slate-900">{u.name}</span>{" "}
              <span className="text-slate-600">{u.email}</span>
              {u.id === selfId ? <span className="text-slate-600"> {t("you")}</span> : null}
            </span>
            <Button
              variant="secondary"
              disabled={pending}
              aria-label={t("removeLabel", { email: u.email })}
              onClick={() => change(u, false)}
            >
              {t("remove")}
            </Button>
          </li>
        ))}
        {leads.length === 0 ? <li className="py-2 text-slate-600">{t("noLead")}</li> : null}
      </ul>
      {candidates.length ? (
        <form
          className="flex flex-wrap items-end gap-3"
          aria-label={t("formLabel")}
          action={(form) => {
            const user = candidates.find((u) => u.id === Number(form.get("user")));
            if (user) change(user, true);
          }}
        >
          <Field id={selectId} label={t("make")} className="min-w-0 max-w-md flex-1 basis-56">
            <Select id={selectId} name="user" required defaultValue="">
              <option value="" disabled>
                {t("choose")}
              </option>
              {candidates.map((u) => (
                <option key={u.id} value={u.id}>
                  {u.name} ({u.email})
                </option>
              ))}
            </Select>
          </Field>
          <Button type="submit" disabled={pending}>
            {t("makeButton")}
          </Button>
        </form>
      ) : (
        <p className="text-slate-600">{t("allLeads")}</p>
      )}
      <p role="status" className="text-green-800">
        {done}
      </p>
      <FormError failure={failure} />
    </div>
  );
}
