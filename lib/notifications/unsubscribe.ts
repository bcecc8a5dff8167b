import "server-only";
// One-click unsubscribe (RFC 8058): each e-mail carries, per event type, a link whose token is an
// HMAC of the user and the type under the user's own secret; a POST to it stops e-mail of that type
// (the notifications stay in the portal). The link unsubscribes from nothing else.
import { createHmac, timingSafeEqual } from "node:crypto";
import { ApiError } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import { db } from "@/lib/db/prisma";
import { isKind, NOTIFICATION_KINDS, type NotificationKind } from "@/lib/notifications/kinds";

export function unsubscribeToken(secret: string, userId: number, kind: string): string {
  return createHmac("sha256", secret).update(`${userId}:${kind}`).digest("base64url");
}

export function unsubscribeUrl(
  portalUrl: string,
  user: { id: number; unsubscribeSecret: string },
  kind: string,
): string {
  const u = new URL("/api/notifications/unsubscribe", portalUrl);
  u.searchParams.set("u", String(user.id));
  u.searchParams.set("k", kind);
  u.searchParams.set("t", unsubscribeToken(user.unsubscribeSecret, user.id, kind));
  return u.toString();
}

/** Sets the user's channel for the kind to the portal only; a wrong token is 404, like an unknown user. */
export async function unsubscribe(input: {
  u: number;
  k: string;
  t: string;
}): Promise<{ kind: NotificationKind; channel: "PORTAL" | "OFF" }> {
  const notFound = () => new ApiError("NOT_FOUND", refusal("refusals.notifications.unsubscribeLinkNotValid"));
  if (!isKind(input.k)) throw notFound();
  const user = await db().user.findUnique({ where: { id: input.u }, select: { id: true, unsubscribeSecret: true } });
  if (!user) throw notFound();
  const want = Buffer.from(unsubscribeToken(user.unsubscribeSecret, user.id, input.k));
  const got = Buffer.from(input.t);
  if (want.length !== got.length || !timingSafeEqual(want, got)) throw notFound();
  const current = await db().notificationPreference.findUnique({
    where: { userId_kind: { userId: user.id, kind: input.k } },
  });
  const channel = (current?.channel ?? NOTIFICATION_KINDS[input.k].defaultChannel) === "OFF" ? "OFF" : "PORTAL";
  await db().notificationPreference.upsert({
    where: { userId_kind: { userId: user.id, kind: input.k } },
    create: { userId: user.id, kind: input.k, channel },
    update: { channel },
  });
  return { kind: input.k, channel };
}
