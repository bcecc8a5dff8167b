"use client";
// The delivery log of one subscription: every post (batch), its records, attempts, response and
// time, the next retry; redeliver one or every failed batch. Refreshed while it is open.
import clsx from "clsx";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { deliveryLogAction, redeliverAction } from "@/lib/actions/feed/subscription";
import { ErrorState, TableSkeleton } from "@/components/states";
import { Button } from "@/components/ui/button";
import type { DeliveryAttemptRow, DeliveryRowStatus } from "@/lib/feed/delivery-log-schema";
import { unwrap } from "@/lib/actions/action-result";
import { ScrollX } from "@/components/ui/scroll-x";
import { Table, TableBody, TableHead, Td, Th, Tr, ThScreenReaderOnly } from "@/components/ui/table";

const utc = (iso: string | null) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 19)}` : "—");
const TONE: Record<DeliveryRowStatus, string> = {
  delivered: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  failed: "bg-red-50 text-red-800 ring-red-200",
  pending: "bg-slate-50 text-slate-700 ring-slate-200",
  dead: "bg-red-100 text-red-900 ring-red-300",
};
const canRedeliver = (row: DeliveryAttemptRow) => row.status === "failed" || row.status === "dead";

export function useDeliveryLogQuery(subscriptionId: number) {
  return useQuery({
    queryKey: ["delivery-log", subscriptionId],
    queryFn: async () => unwrap(await deliveryLogAction({ id: subscriptionId })),
    refetchInterval: 3000,
  });
}

export function DeliveryLog({ subscriptionId }: { subscriptionId: number }) {
  const client = useQueryClient();
  const t = useTranslations("admin.deliveryLog");
  const log = useDeliveryLogQuery(subscriptionId);
  const again = useMutation({
    mutationFn: async (batchIds?: number[]) => unwrap(await redeliverAction({ id: subscriptionId, batchIds })),
    onSettled: () => client.invalidateQueries({ queryKey: ["delivery-log", subscriptionId] }),
  });
  const failed = log.data?.filter(canRedeliver) ?? [];
  if (log.isPending) return <TableSkeleton rows={3} columns={6} label={t("loading")} />;
  if (log.isError) return <ErrorState error={log.error} onRetry={() => log.refetch()} />;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
        <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t("heading")}</h3>
        <div className="flex items-center gap-2">
          {again.isError ? (
            <span role="alert" className="text-xs text-red-700">
              {again.error.message}
            </span>
          ) : null}
          {again.isSuccess ? (
            <span role="status" className="text-xs text-slate-600">
              {t("queued", { count: again.data.queued })}
            </span>
          ) : null}
          {failed.length ? (
            <Button
              variant="secondary"
              type="button"
              disabled={again.isPending}
              onClick={() => again.mutate(undefined)}
            >
              {t("redeliverAll", { count: failed.length })}
            </Button>
          ) : null}
        </div>
      </div>
      {log.data.length === 0 ? (
        <p className="px-4 pb-4 text-sm text-slate-500">{t("empty")}</p>
      ) : (
        // Cards below 64rem: each post's status and response in sight on a phone.
        <ScrollX label={t("scroll")}>
          <Table look="panel" cards="wide" className="w-full min-w-[52rem]" caption={t("caption")}>
            <TableHead>
              <Tr>
                <Th>{t("col.posted")}</Th>
                <Th>{t("col.status")}</Th>
                <Th numeric>{t("col.records")}</Th>
                <Th numeric>{t("col.attempts")}</Th>
                <Th>{t("col.response")}</Th>
                <Th numeric>{t("col.time")}</Th>
                <Th>{t("col.nextRetry")}</Th>
                <ThScreenReaderOnly>{t("col.actions")}</ThScreenReaderOnly>
              </Tr>
            </TableHead>
            <TableBody className="align-top">
              {log.data.map((row) => (
                <Tr key={row.id}>
                  <Td label={t("col.posted")} className="whitespace-nowrap tabular-nums text-slate-600">
                    <div>
                      {utc(row.at)}
                      <div className="font-mono text-[11px] text-slate-500" title="webhook-id">
                        {row.webhookId}
                      </div>
                    </div>
                  </Td>
                  <Td label={t("col.status")} className="whitespace-nowrap">
                    <span>
                      <span className={clsx("rounded px-1.5 py-0.5 text-xs ring-1", TONE[row.status])}>
                        {t(`status.${row.status}`)}
                      </span>
                      {row.test ? <span className="ml-1.5 text-xs text-slate-500">{t("test")}</span> : null}
                    </span>
                  </Td>
                  <Td label={t("col.records")} numeric>
                    {row.records}
                  </Td>
                  <Td label={t("col.attempts")} numeric>
                    {row.attempt}
                  </Td>
                  <Td label={t("col.response")}>
                    <div className="min-w-0">
                      {row.responseStatus ?? (row.at ? t("noAnswer") : "—")}
                      {row.error ? <div className="max-w-xs break-words text-xs text-red-700">{row.error}</div> : null}
                    </div>
                  </Td>
                  <Td label={t("col.time")} numeric className="whitespace-nowrap">
                    {row.durationMs === null ? "—" : t("duration", { ms: String(row.durationMs) })}
                  </Td>
                  <Td label={t("col.nextRetry")} className="whitespace-nowrap tabular-nums text-slate-600">
                    {row.status === "delivered" ? "—" : utc(row.nextAttemptAt)}
                  </Td>
                  <Td className="text-right">
                    {canRedeliver(row) ? (
                      <Button variant="ghost" disabled={again.isPending} onClick={() => again.mutate([row.id])}>
                        {t("redeliver")}
                      </Button>
                    ) : null}
                  </Td>
                </Tr>
              ))}
            </TableBody>
          </Table>
        </ScrollX>
      )}
    </div>
  );
}
