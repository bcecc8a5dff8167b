import "server-only";
// A signed-in user's notifications: the list, the unread count, marking read, preferences. Every
// query is scoped to the caller's own user id: nobody reads or marks another's.
import { ApiError } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/prisma";
import { env } from "@/lib/env";
import {
  kindsFor,
  NOTIFICATION_KINDS,
  type NotificationListQuery,
  notificationListQuerySchema,
  type NotificationView,
  type Preferences,
  type PreferencesView,
} from "@/lib/notifications/kinds";
import { recordOf } from "@/lib/core/narrow";

export const PAGE_SIZE = 50;

function userId(caller: Caller): number {
  if (caller.kind !== "user") throw new ApiError("FORBIDDEN", refusal("refusals.notifications.signedInOnly"));
  return caller.id;
}

export async function unreadCount(caller: Caller): Promise<number> {
  return db().notification.count({ where: { userId: userId(caller), readAt: null } });
}

export async function listNotifications(
  caller: Caller,
  input: NotificationListQuery,
): Promise<{ items: NotificationView[]; unread: number; more: boolean }> {
  const q = notificationListQuerySchema.parse(input);
  const id = userId(caller);
  const rows = await db().notification.findMany({
    where: {
      userId: id,
      ...(q.unread ? { readAt: null } : {}),
      ...(q.kind ? { kind: q.kind } : {}),
      ...(q.beforeId ? { id: { lt: q.beforeId } } : {}),
    },
    orderBy: { id: "desc" },
    take: PAGE_SIZE + 1,
  });
  return {
    items: rows.slice(0, PAGE_SIZE).map((n) => ({
      id: n.id,
      kind: n.kind,
      title: n.title,
      body: n.body,
      link: n.link,
      bookingId: n.bookingId,
      createdAt: n.createdAt.toISOString(),
      readAt: n.readAt?.toISOString() ?? null,
    })),
    unread: await unreadCount(caller),
    more: rows.length > PAGE_SIZE,
  };
}

/** Marks the caller's notifications read (the given ones, or all); answers the unread count after. */
export async function markRead(caller: Caller, input: { ids: number[] } | { all: true }): Promise<number> {
  const id = userId(caller);
  await db().notification.updateMany({
    where: { userId: id, readAt: null, ...("ids" in input ? { id: { in: input.ids } } : {}) },
    data: { readAt: new Date() },
  });
  return unreadCount(caller);
}

export async function getPreferences(caller: Caller): Promise<PreferencesView> {
  const id = userId(caller);
  const user = await db().user.findUniqueOrThrow({
    where: { id },
    select: { email: true, timeZone: true, notificationPrefs: true },
  });
  const kinds = kindsFor(caller.role);
  const set = new Map(user.notificationPrefs.map((p) => [p.kind, p.channel]));
  return {
    kinds,
    email: user.email,
    timeZone: user.timeZone,
    emailEnabled: !!env().SMTP_URL,
    channels: recordOf(kinds, (k) => set.get(k) ?? NOTIFICATION_KINDS[k].defaultChannel),
  };
}

export async function savePreferences(caller: Caller, input: Preferences): Promise<PreferencesView> {
  const id = userId(caller);
  const allowed = new Set<string>(kindsFor(caller.role));
  await db().$transaction(async (tx) => {
    await tx.user.update({ where: { id }, data: { timeZone: input.timeZone } });
    for (const [kind, channel] of Object.entries(input.channels)) {
      if (!allowed.has(kind)) continue;
      await tx.notificationPreference.upsert({
        where: { userId_kind: { userId: id, kind } },
        create: { userId: id, kind, channel },
        update: { channel },
      });
    }
  });
  return getPreferences(caller);
}
