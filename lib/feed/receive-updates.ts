import "server-only";
// The portal as a subscriber (POST /api/feed/item-updates): checks the Standard Webhooks
// signature against the raw body, then stores each record once (webhook-id + index).
//
// Which secret: the subscription's URL names it, `…/api/feed/item-updates?subscription=<id>`
// (the demo wires it so). Without the parameter every subscription whose URL points at this
// receiver path is tried. A record is tied to a booking only when its item belongs to the
// sending subscription's agent, so an agent signing with its own secret cannot put updates on
// another agent's bookings; such rows are kept, unattached, and only admins see them.
import { Webhook, WebhookVerificationError } from "standardwebhooks";
import { z } from "zod";
import { ApiError, fieldError, type Worded, zodIssuesToFieldErrors } from "@/lib/core/errors";
import { refusal, wordsOf } from "@/lib/i18n/sentences";
import { db } from "@/lib/db/prisma";
import type { FeedSubscription } from "@/lib/generated/prisma/client";
import { type ItemUpdateRecord, itemUpdateRecordSchema, type MilestoneName } from "@/lib/feed/milestone-schema";
import { activeSecrets } from "@/lib/feed/secrets";
import { findUnstorableJson, unstorableText } from "@/lib/core/storable-json";

export const RECEIVER_PATH = "/api/feed/item-updates";
const recordsSchema = z
  .array(itemUpdateRecordSchema)
  .max(1000, { error: wordsOf("refusals.feed.atMostRecords", { max: 1000 }) });

async function candidates(subscriptionParam: string | null): Promise<FeedSubscription[]> {
  if (subscriptionParam !== null) {
    const id = Number(subscriptionParam);
    const sub = /^\d{1,10}$/.test(subscriptionParam) ? await db().feedSubscription.findUnique({ where: { id } }) : null;
    return sub ? [sub] : [];
  }
  return db().feedSubscription.findMany({
    where: { url: { contains: RECEIVER_PATH } },
    orderBy: { id: "asc" },
    take: 50,
  });
}

/** The subscription whose secret signed the post; 401 for a missing, stale or wrong signature. */
async function verify(rawBody: string, headers: Headers, subscriptionParam: string | null): Promise<FeedSubscription> {
  const h = {
    "webhook-id": headers.get("webhook-id") ?? "",
    "webhook-timestamp": headers.get("webhook-timestamp") ?? "",
    "webhook-signature": headers.get("webhook-signature") ?? "",
  };
  if (!h["webhook-id"] || !h["webhook-timestamp"] || !h["webhook-signature"]) {
    throw new ApiError("UNAUTHORIZED", refusal("refusals.feed.signThePost"));
  }
  let reason: Worded = refusal("refusals.feed.noSecretMatches");
  for (const sub of await candidates(subscriptionParam)) {
    for (const secret of activeSecrets(sub, new Date())) {
      try {
        // The signature only: the body is read below, so a malformed one is a 400, not a failed check.
        new Webhook(secret).verify(rawBody, h, { jsonParse: false });
        return sub;
      } catch (error) {
        if (error instanceof WebhookVerificationError && /timestamp/i.test(error.message)) {
          throw new ApiError("UNAUTHORIZED", refusal("refusals.feed.timestampTooFar"));
        }
        if (!(error instanceof WebhookVerificationError)) reason = refusal("refusals.feed.signatureUnchecked");
      }
    }
  }
  throw new ApiError("UNAUTHORIZED", reason);
}

const DATE_MILESTONES: [keyof ItemUpdateRecord, MilestoneName][] = [
  ["DischargingDate", "Discharged"],
  ["LoadingDate", "Loaded"],
  ["CustomsClearedOn", "CustomsCleared"],
  ["DeliveryDate", "Delivered"],
];

/** The milestone a record reports: the date it adds to the item's previous record, else its furthest date. */
function milestoneOf(record: ItemUpdateRecord, previous: ItemUpdateRecord | undefined): MilestoneName | null {
  const added = DATE_MILESTONES.find(([field]) => record[field] && !previous?.[field]);
  return (added ?? DATE_MILESTONES.find(([field]) => record[field]))?.[1] ?? null;
}

/** The longest webhook-id stored (Standard Webhooks ids are short: msg_ and a few dozen characters). */
const MAX_WEBHOOK_ID = 200;

export async function receiveItemUpdates(
  rawBody: string,
  headers: Headers,
  subscriptionParam: string | null,
): Promise<{ stored: number }> {
  const sub = await verify(rawBody, headers, subscriptionParam);
  const webhookIdHeader = headers.get("webhook-id")!;
  if (webhookIdHeader.length > MAX_WEBHOOK_ID || unstorableText(webhookIdHeader)) {
    throw new ApiError("BAD_REQUEST", refusal("refusals.feed.webhookIdUnkept", { max: MAX_WEBHOOK_ID }), [
      fieldError("webhook-id", "invalid_id", refusal("refusals.feed.webhookIdShape", { max: MAX_WEBHOOK_ID })),
    ]);
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new ApiError("BAD_REQUEST", refusal("refusals.feed.bodyNotJson"));
  }
  // The checks every other route applies to its body (the raw-body path skipped them): text the
  // database cannot hold (NUL, a lone surrogate) or too deep a nesting is a 400 at its path.
  const unstorable = findUnstorableJson(json);
  if (unstorable) throw new ApiError("BAD_REQUEST", refusal("refusals.feed.bodyUnstorable"), [unstorable]);
  const parsed = recordsSchema.safeParse(json);
  if (!parsed.success)
    throw new ApiError(
      "VALIDATION_FAILED",
      refusal("refusals.feed.bodyNotRecords"),
      zodIssuesToFieldErrors(parsed.error),
    );
  const records = parsed.data;
  const webhookId = webhookIdHeader;
  const itemIds = [
    ...new Set(
      records.map((r) => Number(r.ItemId)).filter((n) => Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647),
    ),
  ];
  const items = itemIds.length
    ? await db().bookingItem.findMany({
        where: { id: { in: itemIds }, booking: { agentId: sub.agentId } },
        select: { id: true, bookingId: true },
      })
    : [];
  const bookingOf = new Map(items.map((i) => [String(i.id), i.bookingId]));
  const previous = new Map<string, ItemUpdateRecord>();
  for (const row of await db().receivedItemUpdate.findMany({
    where: { itemId: { in: [...bookingOf.keys()] } },
    orderBy: { id: "asc" },
    select: { itemId: true, record: true },
  }))
    previous.set(row.itemId!, itemUpdateRecordSchema.parse(row.record));
  const rows = records.map((record, recordIndex) => {
    const milestone = milestoneOf(record, previous.get(record.ItemId));
    previous.set(record.ItemId, record);
    return {
      webhookId,
      recordIndex,
      subscriptionId: sub.id,
      bookingId: bookingOf.get(record.ItemId) ?? null,
      itemId: record.ItemId,
      serial: record.Serial?.toUpperCase() ?? null,
      voyage: record.Voyage,
      milestone,
      record,
    };
  });
  const { count } = await db().receivedItemUpdate.createMany({ data: rows, skipDuplicates: true });
  return { stored: count };
}
