"use client";
// An agent's name and its suspension. Suspending asks first: keys and users stop working at once.
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { updateAgentAction } from "@/lib/actions/admin";
import { FormError } from "@/components/admin/form-error";
import { Button } from "@/components/ui/button";
import { Input, Field } from "@/components/ui/field";
import type { ActionFailure } from "@/lib/actions/action-result";

export function AgentSettings({ agent }: { agent: { id: number; name: string; suspendedAt: string | null } }) {
  const router = useRouter();
  const t = useTranslations("admin.agentSettings");
  const tc = useTranslations("common.action");
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [pending, startTransition] = useTransition();

  function run(input: { name?: string; suspended?: boolean }) {
    startTransition(async () => {
      const result = await updateAgentAction(agent.id, input);
      if (!result.ok) return setFailure(result);
      setFailure(null);
      setConfirming(false);
      router.refresh();
    });
  }

  return (
    <div className="space-y-4">
      <form action={(form) => run({ name: String(form.get("name") ?? "") })} className="flex flex-wrap items-end gap-3">
        <Field id="agent-name" label={t("name")} className="min-w-0 flex-1 basis-56">
          <Input id="agent-name" name="name" required maxLength={100} defaultValue={agent.name} />
        </Field>
        <Button variant="secondary" type="submit" disabled={pending}>
          {t("saveName")}
        </Button>
      </form>
      <div className="border-t border-slate-100 pt-3">
        {agent.suspendedAt ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-slate-700">{t("suspended")}</p>
            <Button type="button" disabled={pending} onClick={() => run({ suspended: false })}>
              {t("reinstate")}
            </Button>
          </div>
        ) : confirming ? (
          <div
            role="group"
            aria-label={t("confirmLabel")}
            className="rounded border border-red-200 bg-red-50 p-3 text-sm text-red-900"
          >
            <p>{t("confirmText", { name: agent.name })}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button variant="dangerSolid" disabled={pending} onClick={() => run({ suspended: true })}>
                {pending ? t("suspending") : t("suspendNow")}
              </Button>
              <Button variant="secondary" type="button" onClick={() => setConfirming(false)}>
                {tc("cancel")}
              </Button>
            </div>
          </div>
        ) : (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t("suspend")}
          </Button>
        )}
      </div>
      <FormError failure={failure} />
    </div>
  );
}
