"use server";
// Server actions of the bell, the notifications page and the preferences page (decision 103):
// every signed-in role, for themself only.
import { defineAction } from "@/lib/actions/define-action";
import { getPreferences, listNotifications, markRead, savePreferences, unreadCount } from "@/lib/notifications/inbox";
import { markReadSchema, notificationListQuerySchema, preferencesSchema } from "@/lib/notifications/kinds";

export const unreadCountAction = defineAction({ access: "signed-in", input: [] }, (caller) => unreadCount(caller));

export const listNotificationsAction = defineAction(
  { access: "signed-in", input: [notificationListQuerySchema] },
  (caller, query) => listNotifications(caller, query),
);

export const markReadAction = defineAction({ access: "signed-in", input: [markReadSchema] }, (caller, input) =>
  markRead(caller, input),
);

export const getPreferencesAction = defineAction({ access: "signed-in", input: [] }, (caller) =>
  getPreferences(caller),
);

export const savePreferencesAction = defineAction(
  { access: "signed-in", input: [preferencesSchema] },
  (caller, input) => savePreferences(caller, input),
);
