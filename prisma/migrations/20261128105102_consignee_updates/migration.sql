-- CreateTable
CREATE TABLE "ConsigneeSubscription" (
    "id" SERIAL NOT NULL,
    "bookingId" INTEGER NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "secret" VARCHAR(64) NOT NULL DEFAULT replace(((gen_random_uuid())::text || (gen_random_uuid())::text), '-'::text, ''::text),
    "shareLinkId" INTEGER,
    "trackPath" VARCHAR(300) NOT NULL,
    "confirmedAt" TIMESTAMP(3),
    "stoppedAt" TIMESTAMP(3),
    "askedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ConsigneeSubscription_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ConsigneeEmail" (
    "id" SERIAL NOT NULL,
    "subscriptionId" INTEGER NOT NULL,
    "kind" VARCHAR(10) NOT NULL,
    "eventIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "status" "EmailStatus" NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lockedUntil" TIMESTAMP(3),
    "lockedBy" VARCHAR(100),
    "lastError" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),

    CONSTRAINT "ConsigneeEmail_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ConsigneeSubscription_bookingId_email_key" ON "ConsigneeSubscription"("bookingId", "email");

-- CreateIndex
CREATE INDEX "ConsigneeEmail_status_nextAttemptAt_idx" ON "ConsigneeEmail"("status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "ConsigneeEmail_subscriptionId_status_idx" ON "ConsigneeEmail"("subscriptionId", "status");

-- AddForeignKey
ALTER TABLE "ConsigneeSubscription" ADD CONSTRAINT "ConsigneeSubscription_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConsigneeSubscription" ADD CONSTRAINT "ConsigneeSubscription_shareLinkId_fkey" FOREIGN KEY ("shareLinkId") REFERENCES "ShareLink"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConsigneeEmail" ADD CONSTRAINT "ConsigneeEmail_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "ConsigneeSubscription"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Each milestone and each new estimated arrival of a booking is queued for its confirmed consignee
-- subscriptions (lib/notifications/consignee.ts sends them), in the event's own transaction. An
-- UPDATE e-mail not yet taken by a worker gathers the events of the next minute, so units loaded
-- together make one e-mail. A worker's claim locks the row: an event arriving meanwhile finds it
-- taken (lockedUntil is set once the claim commits) and starts a new e-mail.
CREATE FUNCTION "quayside_consignee_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH subs AS (
    SELECT s.id FROM "ConsigneeSubscription" s
     WHERE s."bookingId" = NEW."bookingId" AND s."confirmedAt" IS NOT NULL AND s."stoppedAt" IS NULL),
  joined AS (
    UPDATE "ConsigneeEmail" m SET "eventIds" = m."eventIds" || NEW.id
      FROM subs
     WHERE m."subscriptionId" = subs.id AND m.kind = 'UPDATE' AND m.status = 'PENDING'
       AND m.attempts = 0 AND m."lockedUntil" IS NULL
    RETURNING m."subscriptionId")
  INSERT INTO "ConsigneeEmail" ("subscriptionId", kind, "eventIds", "nextAttemptAt")
  SELECT subs.id, 'UPDATE', ARRAY[NEW.id], (now() AT TIME ZONE 'UTC') + interval '1 minute'
    FROM subs WHERE subs.id NOT IN (SELECT "subscriptionId" FROM joined);
  RETURN NULL;
END
$$;

CREATE TRIGGER "TrackingEvent_consignee_update" AFTER INSERT ON "TrackingEvent"
  FOR EACH ROW WHEN (NEW."milestoneId" IS NOT NULL OR (NEW."eventType" = 'TRANSPORT' AND NEW.code = 'ARRI'))
  EXECUTE FUNCTION "quayside_consignee_update"();
