"use client";
// Users: create one (agent user, line staff or admin) with a temporary password shown once, reset a
// password the same way, deactivate or reactivate. Both reset and deactivation end the user's sessions.
import { useRouter } from "next/navigation";
import { useRef, useState, useTransition } from "react";
import { useLocale, useTranslations } from "next-intl";
import { createUserAction, resetPasswordAction, setUserActiveAction } from "@/lib/actions/admin";
import { formatInstant } from "@/lib/time/format";
import { FormError, fieldError } from "@/components/admin/form-error";
import { ShownOnce } from "@/components/shown-once";
import { Button } from "@/components/ui/button";
import { Input, Select, Field } from "@/components/ui/field";
import { ROLE_NAMES, type UserCreated, type UserView } from "@/lib/admin/schemas";
import type { ActionFailure, ActionResult } from "@/lib/actions/action-result";
import { UserTable } from "@/components/admin/user-table";
import { Dialog } from "@/components/ui/dialog";
import { isOneOf, keysOf } from "@/lib/core/narrow";

type Role = keyof typeof ROLE_NAMES;

export interface UsersPanelProps {
  users: UserView[];
  /** on an agent's page: new users are that agent's */
  fixedAgent?: { id: number; name: string };
  agents: { id: number; name: string }[];
  lines: { id: number; name: string }[];
  /** the signed-in admin (cannot deactivate themself) */
  selfId: number | null;
}

export function UsersPanel({ users, fixedAgent, agents, lines, selfId }: UsersPanelProps) {
  const router = useRouter();
  const t = useTranslations("admin.usersPanel");
  const tu = useTranslations("admin.userTable");
  const tRole = useTranslations("common.role");
  const locale = useLocale();
  const [role, setRole] = useState<Role>("AGENT");
  const [shown, setShown] = useState<{ title: string; created: UserCreated } | null>(null);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [pending, startTransition] = useTransition();
  const [formKey, setFormKey] = useState(0);
  const confirmDialog = useRef<HTMLDialogElement>(null);
  const [deactivating, setDeactivating] = useState<UserView | null>(null);

  function create(form: FormData) {
    const chosenRole = fixedAgent ? "AGENT" : role;
    const input = {
      email: String(form.get("email") ?? ""),
      name: String(form.get("name") ?? ""),
      role: chosenRole,
      agentId: chosenRole === "AGENT" ? (fixedAgent?.id ?? (Number(form.get("agentId")) || null)) : null,
      lineId: chosenRole === "STAFF" ? Number(form.get("lineId")) || null : null,
    };
    startTransition(async () => {
      const result = await createUserAction(input);
      if (!result.ok) return setFailure(result);
      setFailure(null);
      setShown({ title: t("created", { email: result.data.email }), created: result.data });
      setFormKey((k) => k + 1);
      router.refresh();
    });
  }

  function act(work: () => Promise<ActionResult<unknown>>, onDone?: (data: unknown) => void) {
    startTransition(async () => {
      const result = await work();
      if (!result.ok) return setFailure(result);
      setFailure(null);
      onDone?.(result.data);
      router.refresh();
    });
  }

  const err = (path: string) => fieldError(failure, path);
  return (
    <div className="space-y-4">
      <form
        key={formKey}
        action={create}
        className="space-y-3"
        aria-label={fixedAgent ? t("newUserOf", { name: fixedAgent.name }) : t("newUser")}
      >
        <div className="flex flex-wrap items-start gap-3">
          <Field id="user-email" label={t("email")} className="min-w-0 flex-1 basis-48">
            <Input
              id="user-email"
              name="email"
              type="email"
              required
              autoComplete="off"
              aria-invalid={err("email") ? true : undefined}
            />
            {err("email") ? <p className="mt-1 text-xs text-red-700">{err("email")}</p> : null}
          </Field>
          <Field id="user-name" label={t("name")} className="min-w-0 flex-1 basis-48">
            <Input
              id="user-name"
              name="name"
              required
              maxLength={100}
              autoComplete="off"
              aria-invalid={err("name") ? true : undefined}
            />
            {err("name") ? <p className="mt-1 text-xs text-red-700">{err("name")}</p> : null}
          </Field>
          {fixedAgent ? null : (
            <>
              <Field id="user-role" label={t("role")} className="min-w-0 flex-1 basis-40">
                <Select
                  id="user-role"
                  name="role"
                  value={role}
                  onChange={(e) => isOneOf(keysOf(ROLE_NAMES), e.target.value) && setRole(e.target.value)}
                >
                  {keysOf(ROLE_NAMES).map((r) => (
                    <option key={r} value={r}>
                      {tRole(r)}
                    </option>
                  ))}
                </Select>
              </Field>
              {role === "AGENT" ? (
                <Field id="user-agent" label={t("agent")} className="min-w-0 flex-1 basis-48">
                  <Select id="user-agent" name="agentId" required defaultValue="">
                    <option value="" disabled>
                      {t("chooseAgent")}
                    </option>
                    {agents.map((a) => (
                      <option key={a.id} value={a.id}>
                        {a.name}
                      </option>
                    ))}
                  </Select>
                  {err("agentId") ? <p className="mt-1 text-xs text-red-700">{err("agentId")}</p> : null}
                </Field>
              ) : role === "STAFF" ? (
                <Field id="user-line" label={t("line")} className="min-w-0 flex-1 basis-48">
                  <Select id="user-line" name="lineId" required defaultValue="">
                    <option value="" disabled>
                      {t("chooseLine")}
                    </option>
                    {lines.map((l) => (
                      <option key={l.id} value={l.id}>
                        {l.name}
                      </option>
                    ))}
                  </Select>
                  {err("lineId") ? <p className="mt-1 text-xs text-red-700">{err("lineId")}</p> : null}
                </Field>
              ) : null}
            </>
          )}
        </div>
        <Button type="submit" disabled={pending}>
          {pending ? t("working") : t("create")}
        </Button>
      </form>
      {shown ? (
        <ShownOnce
          title={shown.title}
          label={t("tempPassword")}
          value={shown.created.temporaryPassword}
          hint={t("tempHint", { email: shown.created.email })}
          onDone={() => setShown(null)}
        />
      ) : null}
      <FormError failure={failure} fieldsInline />
      {users.length === 0 ? (
        <p className="text-sm text-slate-500">{t("empty")}</p>
      ) : (
        <UserTable
          caption={t("caption")}
          users={users}
          columns={[
            {
              title: t("role"),
              cell: (u) => (
                <span>
                  {tRole(u.role)}
                  {u.agent && !fixedAgent ? <span className="block text-xs text-slate-600">{u.agent.name}</span> : null}
                  {u.line ? <span className="block text-xs text-slate-600">{u.line.name}</span> : null}
                </span>
              ),
            },
            {
              title: t("status"),
              cell: (u) =>
                u.disabledAt ? tu("deactivated", { when: formatInstant(u.disabledAt, "UTC", locale) }) : tu("active"),
              className: "whitespace-nowrap",
            },
          ]}
          actions={(u) => (
            <>
              <Button
                variant="secondary"
                type="button"
                disabled={pending}
                aria-label={t("resetLabel", { email: u.email })}
                onClick={() =>
                  act(
                    () => resetPasswordAction(u.id),
                    (data) =>
                      setShown({
                        title: t("resetTitle", { email: u.email }),
                        created: data as UserCreated,
                      }),
                  )
                }
              >
                {t("reset")}
              </Button>
              {u.id === selfId ? null : (
                <Button
                  variant={u.disabledAt ? "secondary" : "danger"}
                  disabled={pending}
                  aria-label={
                    u.disabledAt ? tu("reactivateLabel", { email: u.email }) : tu("deactivateLabel", { email: u.email })
                  }
                  onClick={() => {
                    // Reactivating takes nothing away; deactivating signs the person out at once: ask first.
                    if (u.disabledAt) act(() => setUserActiveAction(u.id, true));
                    else {
                      setDeactivating(u);
                      confirmDialog.current?.showModal();
                    }
                  }}
                >
                  {u.disabledAt ? tu("reactivate") : tu("deactivate")}
                </Button>
              )}
            </>
          )}
        />
      )}
      <Dialog ref={confirmDialog} aria-labelledby="deactivate-title" onClose={() => setDeactivating(null)}>
        <div className="space-y-3 p-5">
          <h2 id="deactivate-title" className="text-base font-semibold">
            {t("confirmTitle", { email: deactivating?.email ?? "" })}
          </h2>
          <p>{t("confirmText", { name: deactivating?.name ?? "" })}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" type="button" onClick={() => confirmDialog.current?.close()}>
              {t("keepActive")}
            </Button>
            <Button
              variant="danger"
              type="button"
              disabled={pending}
              onClick={() => {
                const user = deactivating;
                confirmDialog.current?.close();
                if (user) act(() => setUserActiveAction(user.id, false));
              }}
            >
              {tu("deactivate")}
            </Button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
