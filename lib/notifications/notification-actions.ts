"use server";
// Server actions of the bell, the notifications page and the preferences page (decision 103).
import type { ActionResult } from "@/lib/actions/action-result";
import { runAction } from "@/lib/actions/run-action";
import { requireActionCaller } from "@/lib/auth/current-caller";
import { getPreferences, listNotifications, markRead, savePreferences, unreadCount } from "@/lib/notifications/inbox";
import {
  markReadSchema,
  notificationListQuerySchema,
  preferencesSchema,
  type NotificationView,
  type PreferencesView,
} from "@/lib/notifications/kinds";

export async function unreadCountAction(): Promise<ActionResult<number>> {
  return runAction(async () => unreadCount(await requireActionCaller()));
}

export async function listNotificationsAction(
  input: unknown,
): Promise<ActionResult<{ items: NotificationView[]; unread: number; more: boolean }>> {
  return runAction(async () =>
    listNotifications(await requireActionCaller(), notificationListQuerySchema.parse(input)),
  );
}

export async function markReadAction(input: unknown): Promise<ActionResult<number>> {
  return runAction(async () => markRead(await requireActionCaller(), markReadSchema.parse(input)));
}

export async function getPreferencesAction(): Promise<ActionResult<PreferencesView>> {
  return runAction(async () => getPreferences(await requireActionCaller()));
}

export async function savePreferencesAction(input: unknown): Promise<ActionResult<PreferencesView>> {
  return runAction(async () => savePreferences(await requireActionCaller(), preferencesSchema.parse(input)));
}
