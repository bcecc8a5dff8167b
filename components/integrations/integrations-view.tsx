"use client";
// Integrations: an agent's endpoints for the item update feed. Add one (its secret is shown
// once), and manage each with its delivery log. Admins act for the agent chosen on the page.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { createSubscriptionAction, listSubscriptionsAction } from "@/lib/feed/subscription-actions";
import { SecretReveal } from "@/components/integrations/secret-reveal";
import { SubscriptionCard } from "@/components/integrations/subscription-card";
import { EmptyState, ErrorState, Panel, TableSkeleton } from "@/components/states";
import { Button } from "@/components/ui/button";
import { labelClass, Input } from "@/components/ui/field";
import type { CreatedSubscription } from "@/lib/feed/subscription-schema";
import { unwrap } from "@/lib/actions/action-result";

export function IntegrationsView({ agentId }: { agentId?: number }) {
  const client = useQueryClient();
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
      <Panel label="Add an endpoint" className="p-4">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            create.mutate();
          }}
          className="flex flex-wrap items-end gap-3"
        >
          <div className="min-w-0 flex-1 basis-72">
            <label htmlFor="endpoint-url" className={labelClass}>
              Endpoint URL
            </label>
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
          </div>
          <Button type="submit" disabled={create.isPending || !url.trim()}>
            {create.isPending ? "Adding…" : "Add endpoint"}
          </Button>
        </form>
        <p id="endpoint-help" className="mt-2 text-xs text-slate-500">
          Quayside posts JSON arrays of item update records (at most 100 a post) to it, signed per Standard Webhooks; a
          2xx answer counts as received, anything else is retried for a day.
        </p>
        {create.isError ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {create.error.message}
          </p>
        ) : null}
        {created ? (
          <div className="mt-3">
            <SecretReveal
              title={`Endpoint added: its signing secret`}
              secret={created.secret}
              onDone={() => setCreated(null)}
            />
          </div>
        ) : null}
      </Panel>
      {subs.isPending ? (
        <Panel>
          <TableSkeleton rows={3} columns={4} label="Loading endpoints" />
        </Panel>
      ) : null}
      {subs.isError ? <ErrorState error={subs.error} onRetry={() => subs.refetch()} bare /> : null}
      {subs.data && subs.data.length === 0 ? (
        <Panel>
          <EmptyState title="No endpoints yet">
            Add the URL of your receiver above to get item updates of your bookings as they happen.
          </EmptyState>
        </Panel>
      ) : null}
      {subs.data?.map((sub) => (
        <SubscriptionCard key={sub.id} sub={sub} />
      ))}
    </div>
  );
}
