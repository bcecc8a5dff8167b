import "server-only";
// Share links (DESIGN "Tracking for consignees"): whoever may see a booking makes a link that opens
// its public tracking page without the booking code and VIN pair. The token is the link's id and
// an HMAC-SHA256 of it under the link's own random secret (kept in the row), so a token cannot be
// forged or guessed from the id, and revoking or expiring a link stops it at once. Opening it
// records when it was last opened. An unknown, forged, revoked or expired token is a 404 alike.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Caller } from "@/lib/auth/caller";
import { ApiError } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import { db } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";
import { canSeeBooking } from "@/lib/booking/rules/visibility";
import { limitedLookUp, readTracking } from "@/lib/tracking/track";
import type { Tracking } from "@/lib/tracking/track-schema";
import type { CreatedShareLink, CreateShareLinkInput, ShareLinkView } from "@/lib/tracking/share-link-schema";
import { createShareLinkSchema } from "@/lib/tracking/share-link-schema";

const DAY_MS = 24 * 3_600_000;

function signature(secret: string, id: number): string {
  return createHmac("sha256", secret).update(`share-link:${id}`).digest("base64url");
}

export function shareToken(link: { id: number; secret: string }): string {
  return `${link.id}.${signature(link.secret, link.id)}`;
}

/** The page the link opens, on the portal's public address. */
export function shareUrl(origin: string, link: { id: number; secret: string }): string {
  return new URL(`/track/l/${shareToken(link)}`, origin).toString();
}

async function visibleBookingOrThrow(caller: Caller, bookingId: number) {
  const booking = await db().booking.findUnique({
    where: { id: bookingId },
    select: { id: true, agentId: true, lineId: true, requestType: true },
  });
  if (!booking || !canSeeBooking(caller, booking))
    throw new ApiError("NOT_FOUND", refusal("refusals.tracking.noSuchBooking", { id: bookingId }));
  return booking;
}

export async function createShareLink(
  caller: Caller,
  bookingId: number,
  input: CreateShareLinkInput,
  origin: string,
  now: Date = new Date(),
): Promise<CreatedShareLink> {
  const { expiresInDays } = createShareLinkSchema.parse(input);
  const booking = await visibleBookingOrThrow(caller, bookingId);
  if (booking.requestType === 1) throw new ApiError("NOT_ALLOWED", refusal("refusals.tracking.quotationNotTracked"));
  const link = await db().shareLink.create({
    data: {
      bookingId,
      expiresAt: new Date(now.getTime() + expiresInDays * DAY_MS),
      createdById: caller.kind === "user" ? caller.id : null,
    },
  });
  return { id: link.id, url: shareUrl(origin, link), expiresAt: link.expiresAt.toISOString() };
}

export async function listShareLinks(
  caller: Caller,
  bookingId: number,
  origin: string,
  now: Date = new Date(),
): Promise<ShareLinkView[]> {
  await visibleBookingOrThrow(caller, bookingId);
  const links = await db().shareLink.findMany({ where: { bookingId }, orderBy: { id: "desc" } });
  return links.map((l) => ({
    id: l.id,
    url: shareUrl(origin, l),
    expiresAt: l.expiresAt.toISOString(),
    state: l.revokedAt ? "revoked" : l.expiresAt <= now ? "expired" : "active",
    createdAt: l.createdAt.toISOString(),
    revokedAt: l.revokedAt?.toISOString() ?? null,
    lastOpenedAt: l.lastOpenedAt?.toISOString() ?? null,
    openCount: l.openCount,
  }));
}

/** Revokes the link (again: no change); a link of another booking is a 404. */
export async function revokeShareLink(caller: Caller, bookingId: number, linkId: number): Promise<void> {
  await visibleBookingOrThrow(caller, bookingId);
  const link = await db().shareLink.findFirst({ where: { id: linkId, bookingId }, select: { id: true } });
  if (!link) throw new ApiError("NOT_FOUND", refusal("refusals.tracking.noSuchShareLink", { link: linkId }));
  await db().shareLink.updateMany({ where: { id: linkId, revokedAt: null }, data: { revokedAt: new Date() } });
}

/** The link when the token is genuine and the link open (nothing recorded). */
export async function openShareLink(token: string, now: Date): Promise<{ id: number; bookingId: number } | null> {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  const id = match ? Number(match[1]) : 0;
  if (!match || id > 2_147_483_647) return null;
  const link = await db().shareLink.findUnique({ where: { id } });
  if (!link || link.revokedAt || link.expiresAt <= now) return null;
  const want = Buffer.from(signature(link.secret, link.id));
  const got = Buffer.from(match[2]);
  return want.length === got.length && timingSafeEqual(want, got) ? { id, bookingId: link.bookingId } : null;
}

/** The link's booking id when the token is genuine and the link open; records the opening. */
async function openLink(token: string, now: Date): Promise<number | null> {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  const id = match ? Number(match[1]) : 0;
  if (!match || id > 2_147_483_647) return null;
  const link = await db().shareLink.findUnique({ where: { id } });
  if (!link) return null;
  const want = Buffer.from(signature(link.secret, link.id));
  const got = Buffer.from(match[2]);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
  // one statement: a link revoked a moment ago is not recorded as opened, nor opened
  const opened = await db().shareLink.updateMany({
    where: { id, revokedAt: null, expiresAt: { gt: now } },
    data: { lastOpenedAt: now, openCount: { increment: 1 } },
  });
  return opened.count ? link.bookingId : null;
}

/** The tracking answer through a share link (counted against the address like a pair). */
export async function trackByLink(ip: string, token: string, now: Date = new Date()): Promise<Tracking> {
  const found = await limitedLookUp(
    ip,
    async () => {
      const bookingId = await openLink(token, now);
      return bookingId === null ? null : readTracking(Prisma.sql`b.id = ${bookingId}`);
    },
    refusal("refusals.tracking.linkNotOpen"),
  );
  return found.tracking;
}
