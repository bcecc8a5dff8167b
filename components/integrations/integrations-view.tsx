"use client";
// Integrations: an agent's endpoints for the item update feed. Add one (its secret is shown
// once), and manage each with its delivery log. Admins act for the agent chosen on the page.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { createSubscriptionAction, listSubscriptionsAction } from "@/lib/actions/feed/subscription";
import { SecretReveal } from "@/components/integrations/secret-reveal";
import { SubscriptionCard } from "@/components/integrations/subscription-card";
import { EmptyState, ErrorState, Panel, TableSkeleton } from "@/components/states";
import { Button } from "@/components/ui/button";
import { Input, Field } from "@/components/ui/field";
import type { CreatedSubscription } from "@/lib/feed/subscription-schema";
import { unwrap } from "@/lib/actions/action-result";

export function IntegrationsView({ agentId }: { agentId?: number }) {
  const client = useQueryClient();
  const t = useTranslations("admin.integrations");
  const [url, setUrl] = useState("");
  const [created, setCreated] = useState<CreatedSubscription | null>(null);
  const subs = useQuery({
    queryKey: ["subscriptions", agentId ?? null],
    queryFn: async () => unwrap(await listSubscriptionsAction({ agentId })),
    refetchInterval: 10_000,
  });
  const create = useMutation({
    mutationFn: async () => {
      const result = await createSubscriptionAction({ url: url.trim(), agentId });
      if (!result.ok)
        throw new Error(result.errors.length ? result.errors.map((e) => e.message).join(" ") : result.message);
      return result.data;
    },
    onSuccess: (sub) => {
      setCreated(sub);
      setUrl("");
      client.invalidateQueries({ queryKey: ["subscriptions"] });
    },
  });

  return (
    <div className="space-y-4">
      <Panel label={t("addLabel")} className="p-4">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            create.mutate();
          }}
          className="flex flex-wrap items-end gap-3"
        >
          <Field id="endpoint-url" label={t("url")} className="min-w-0 flex-1 basis-72">
            <Input
              id="endpoint-url"
              type="url"
              required
              placeholder="https://integrator.example.com/quayside/item-updates"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              aria-invalid={create.isError ? true : undefined}
              aria-describedby="endpoint-help"
            />
          </Field>
          <Button type="submit" disabled={create.isPending || !url.trim()}>
            {create.isPending ? t("adding") : t("add")}
          </Button>
        </form>
        <p id="endpoint-help" className="mt-2 text-xs text-slate-500">
          {t("help")}
        </p>
        {create.isError ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {create.error.message}
          </p>
        ) : null}
        {created ? (
          <div className="mt-3">
            <SecretReveal title={t("addedTitle")} secret={created.secret} onDone={() => setCreated(null)} />
          </div>
        ) : null}
      </Panel>
      {subs.isPending ? (
        <Panel>
          <TableSkeleton rows={3} columns={4} label={t("loading")} />
        </Panel>
      ) : null}
      {subs.isError ? <ErrorState error={subs.error} onRetry={() => subs.refetch()} bare /> : null}
      {subs.data && subs.data.length === 0 ? (
        <Panel>
          <EmptyState title={t("emptyTitle")}>{t("emptyBody")}</EmptyState>
        </Panel>
      ) : null}
      {subs.data?.map((sub) => (
        <SubscriptionCard key={sub.id} sub={sub} />
      ))}
    </div>
  );
}
