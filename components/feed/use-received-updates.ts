"use client";
// Item updates matching the filters, newest first, kept live: the first page is loaded once per
// filter, then a poll asks only for rows after the newest one shown (afterId) and puts them on
// top. Two lists use it: the line's updates (the outbox, keyed ["line-updates", filter]) and what
// the portal's receiver stored (["received-updates", filter]).
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { listLineUpdatesAction, listReceivedUpdatesAction } from "@/lib/actions/feed/item-update";
import type { FilterKey } from "@/lib/feed/item-updates-filter";
import type { ActionResult } from "@/lib/actions/action-result";
import { unwrap } from "@/lib/actions/action-result";

export const POLL_MS = 2000;
const PAGE = 200;

type Filter = Partial<Record<FilterKey, string>>;
type PageAction<Row> = (input: Filter & { take: number; afterId?: number }) => Promise<ActionResult<Row[]>>;

function useLiveUpdatesQuery<Row extends { id: number }>(name: string, action: PageAction<Row>, filter: Filter) {
  const client = useQueryClient();
  const key = [name, filter] as const;
  const list = useQuery({
    queryKey: key,
    queryFn: async () => unwrap(await action({ ...filter, take: PAGE })),
    staleTime: Infinity,
  });
  const newest = list.data?.[0]?.id ?? 0;
  useQuery({
    queryKey: [...key, "after", newest],
    queryFn: async () => {
      const fresh = unwrap(await action({ ...filter, afterId: newest, take: PAGE }));
      if (fresh.length) {
        // Only on top of the page it was asked for: a filter change meanwhile has its own key.
        client.setQueryData<Row[]>(key, (rows) =>
          rows && (rows[0]?.id ?? 0) === newest ? [...fresh, ...rows].slice(0, 1000) : rows,
        );
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

export const useReceivedUpdatesQuery = (filter: Filter) =>
  useLiveUpdatesQuery("received-updates", listReceivedUpdatesAction, filter);
export const useLineUpdatesQuery = (filter: Filter) =>
  useLiveUpdatesQuery("line-updates", listLineUpdatesAction, filter);
