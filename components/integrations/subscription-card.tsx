"use client";
// One endpoint: its state, the actions on it (test update, rotate, pause/resume, delete with a
// confirmation) and its delivery log.
import clsx from "clsx";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import {
  deleteSubscriptionAction,
  rotateSecretAction,
  sendTestUpdateAction,
  setPausedAction,
} from "@/lib/actions/feed/subscription";
import { DeliveryLog } from "@/components/integrations/delivery-log";
import { SecretReveal } from "@/components/integrations/secret-reveal";
import { Button } from "@/components/ui/button";
import type { SubscriptionView } from "@/lib/feed/subscription-schema";
import { unwrap } from "@/lib/actions/action-result";
import { formatInstant } from "@/lib/time/format";

function stateOf(sub: SubscriptionView): { key: "disabled" | "paused" | "failing" | "active"; tone: string } {
  if (sub.disabledAt) return { key: "disabled", tone: "bg-red-50 text-red-800 ring-red-200" };
  if (sub.paused) return { key: "paused", tone: "bg-amber-50 text-amber-800 ring-amber-200" };
  if (sub.failing) return { key: "failing", tone: "bg-red-50 text-red-800 ring-red-200" };
  return { key: "active", tone: "bg-emerald-50 text-emerald-800 ring-emerald-200" };
}

export function SubscriptionCard({ sub }: { sub: SubscriptionView }) {
  const client = useQueryClient();
  const t = useTranslations("admin.subscription");
  const locale = useLocale();
  const day = (iso: string | null) => (iso ? formatInstant(iso, "UTC", locale) : t("never"));
  const [secret, setSecret] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = () => {
    client.invalidateQueries({ queryKey: ["subscriptions"] });
    client.invalidateQueries({ queryKey: ["delivery-log", sub.id] });
  };
  const act = useMutation({
    mutationFn: async (action: "test" | "rotate" | "pause" | "resume" | "delete") => {
      if (action === "test") return unwrap(await sendTestUpdateAction({ id: sub.id })) && t("notice.test");
      if (action === "rotate") {
        setSecret(unwrap(await rotateSecretAction({ id: sub.id })).secret);
        return t("notice.rotate");
      }
      if (action === "delete") return unwrap(await deleteSubscriptionAction({ id: sub.id })) && t("notice.deleted");
      unwrap(await setPausedAction({ id: sub.id, paused: action === "pause" }));
      return action === "pause" ? t("notice.paused") : t("notice.resumed");
    },
    onSuccess: (text) => setNotice(text),
    onSettled: refresh,
  });
  const state = stateOf(sub);
  const button = (action: Parameters<typeof act.mutate>[0], label: string) => (
    <Button variant="secondary" type="button" disabled={act.isPending} onClick={() => act.mutate(action)}>
      {label}
    </Button>
  );
  return (
    <article
      aria-label={t("label", { url: sub.url })}
      className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <div className="min-w-0">
          <h2 className="break-all font-mono text-sm font-medium text-slate-900">{sub.url}</h2>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
            <span className={clsx("rounded px-1.5 py-0.5 ring-1", state.tone)}>
              {t(`state.${state.key}`, { count: sub.failing })}
            </span>
            <span>{t("added", { when: day(sub.createdAt) })}</span>
            <span>{t("lastDelivery", { when: day(sub.lastDeliveryAt) })}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {button("test", t("test"))}
          {button("rotate", t("rotate"))}
          {sub.paused || sub.disabledAt ? button("resume", t("resume")) : button("pause", t("pause"))}
          <Button
            variant="secondary"
            type="button"
            className="text-red-700"
            disabled={act.isPending}
            onClick={() => setConfirmDelete(true)}
          >
            {t("delete")}
          </Button>
        </div>
      </div>
      {confirmDelete ? (
        <div
          role="alertdialog"
          aria-label={t("confirmLabel")}
          className="flex flex-wrap items-center gap-3 border-b border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          <p className="flex-1">{t("confirmText")}</p>
          <button
            type="button"
            autoFocus
            className="rounded bg-red-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-800"
            onClick={() => act.mutate("delete")}
          >
            {t("deleteEndpoint")}
          </button>
          <Button variant="secondary" type="button" onClick={() => setConfirmDelete(false)}>
            {t("keep")}
          </Button>
        </div>
      ) : null}
      {secret ? (
        <div className="border-b border-slate-200 p-4">
          <SecretReveal title={t("newSecret")} secret={secret} onDone={() => setSecret(null)} />
        </div>
      ) : null}
      {notice || act.isError ? (
        <p
          role={act.isError ? "alert" : "status"}
          className={clsx(
            "border-b border-slate-200 px-4 py-2 text-sm",
            act.isError ? "bg-red-50 text-red-800" : "text-slate-600",
          )}
        >
          {act.isError ? act.error.message : notice}
        </p>
      ) : null}
      <DeliveryLog subscriptionId={sub.id} />
    </article>
  );
}
