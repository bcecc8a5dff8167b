"use client";
// The notification queries of the bell and the pages: one key family, so marking read anywhere
// refreshes the count everywhere. The count polls every few seconds (no reload needed).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { unwrap } from "@/lib/actions/action-result";
import { useSessionEnded } from "@/lib/auth/session-watch";
import type { NotificationKind } from "@/lib/notifications/kinds";
import { listNotificationsAction, markReadAction, unreadCountAction } from "@/lib/actions/notifications";

export const UNREAD_POLL_MS = 3_000;

export function useUnreadCountQuery() {
  // Not while the session has ended: the sign-in dialog is open, and the count would only fail.
  const ended = useSessionEnded();
  return useQuery({
    queryKey: ["notifications", "unread"],
    queryFn: async () => unwrap(await unreadCountAction()),
    enabled: !ended,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

export function useNotificationsQuery(params: { unread: boolean; kind?: NotificationKind }) {
  return useQuery({
    queryKey: ["notifications", "list", params],
    queryFn: async () => unwrap(await listNotificationsAction(params)),
    refetchInterval: UNREAD_POLL_MS,
  });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { ids: number[] } | { all: true }) => unwrap(await markReadAction(input)),
    onSuccess: (unread) => {
      client.setQueryData(["notifications", "unread"], unread);
      void client.invalidateQueries({ queryKey: ["notifications", "list"] });
    },
  });
}
