"use client";
// The received item updates matching the filters, newest first, kept live: the first page is
// loaded once per filter, then a poll asks only for rows after the newest one shown (afterId)
// and puts them on top. Keyed ["received-updates", filter].
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { listReceivedUpdatesAction } from "@/app/(staff)/item-updates/actions";
import type { FilterKey } from "@/components/feed/item-updates-filter";
import type { ReceivedUpdateRow } from "@/lib/feed/received-schema";
import { unwrap } from "@/lib/staff/action-result";

export const POLL_MS = 2000;
const PAGE = 200;

export function useReceivedUpdatesQuery(filter: Partial<Record<FilterKey, string>>) {
  const client = useQueryClient();
  const key = ["received-updates", filter] as const;
  const list = useQuery({
    queryKey: key,
    queryFn: async () => unwrap(await listReceivedUpdatesAction({ ...filter, take: PAGE })),
    staleTime: Infinity,
  });
  const newest = list.data?.[0]?.id ?? 0;
  useQuery({
    queryKey: [...key, "after", newest],
    queryFn: async () => {
      const fresh = unwrap(await listReceivedUpdatesAction({ ...filter, afterId: newest, take: PAGE }));
      if (fresh.length) {
        // Only on top of the page it was asked for: a filter change meanwhile has its own key.
        client.setQueryData<ReceivedUpdateRow[]>(key, (rows) => (rows && (rows[0]?.id ?? 0) === newest ? [...fresh, ...rows].slice(0, 1000) : rows));
      }
      return fresh.length;
    },
    enabled: list.isSuccess,
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
    gcTime: 0,
  });
  return list;
}
