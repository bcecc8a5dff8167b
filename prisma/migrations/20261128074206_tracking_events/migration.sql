-- CreateTable
CREATE TABLE "TrackingEvent" (
    "id" SERIAL NOT NULL,
    "eventId" UUID NOT NULL DEFAULT gen_random_uuid(),
    "txid" BIGINT NOT NULL DEFAULT ((pg_current_xact_id())::text)::bigint,
    "bookingId" INTEGER NOT NULL,
    "itemId" INTEGER,
    "milestoneId" INTEGER,
    "eventType" VARCHAR(10) NOT NULL,
    "classifier" VARCHAR(3) NOT NULL,
    "code" VARCHAR(4) NOT NULL,
    "eventDateTime" TIMESTAMPTZ(0) NOT NULL,
    "portId" INTEGER,
    "details" JSONB,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TrackingEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ShareLink" (
    "id" SERIAL NOT NULL,
    "bookingId" INTEGER NOT NULL,
    "secret" VARCHAR(64) NOT NULL DEFAULT replace(((gen_random_uuid())::text || (gen_random_uuid())::text), '-'::text, ''::text),
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "revokedAt" TIMESTAMP(3),
    "lastOpenedAt" TIMESTAMP(3),
    "openCount" INTEGER NOT NULL DEFAULT 0,
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ShareLink_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "TrackingEvent_eventId_key" ON "TrackingEvent"("eventId");

-- CreateIndex
CREATE UNIQUE INDEX "TrackingEvent_milestoneId_key" ON "TrackingEvent"("milestoneId");

-- CreateIndex
CREATE INDEX "TrackingEvent_txid_id_idx" ON "TrackingEvent"("txid", "id");

-- CreateIndex
CREATE INDEX "TrackingEvent_bookingId_txid_id_idx" ON "TrackingEvent"("bookingId", "txid", "id");

-- CreateIndex
CREATE INDEX "ShareLink_bookingId_idx" ON "ShareLink"("bookingId");

-- AddForeignKey
ALTER TABLE "TrackingEvent" ADD CONSTRAINT "TrackingEvent_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TrackingEvent" ADD CONSTRAINT "TrackingEvent_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "BookingItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TrackingEvent" ADD CONSTRAINT "TrackingEvent_portId_fkey" FOREIGN KEY ("portId") REFERENCES "Port"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ShareLink" ADD CONSTRAINT "ShareLink_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Every item milestone is an actual event of its booking (lib/tracking/event-codes.ts has the same
-- mapping for readers): written by this trigger in the milestone's own transaction, whoever inserts
-- the milestone, so the events API cannot miss one. Delivered and loaded happen at the booking's
-- Pol, discharged at its Pod; a milestone is recorded by day, so its time is that day's start in
-- the port's time zone. Customs clearance is a shipment event (DCSA: released, document CUS).
CREATE FUNCTION "quayside_milestone_tracking_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "TrackingEvent" ("bookingId", "itemId", "milestoneId", "eventType", classifier, code, "eventDateTime", "portId", details)
  SELECT i."bookingId", m."itemId", m.id,
         CASE WHEN m.type = 'CUSTOMS_CLEARED' THEN 'SHIPMENT' ELSE 'EQUIPMENT' END,
         'ACT',
         CASE m.type WHEN 'DELIVERED' THEN 'GTIN' WHEN 'LOADED' THEN 'LOAD' WHEN 'DISCHARGED' THEN 'DISC' ELSE 'RELS' END,
         m."on"::timestamp AT TIME ZONE coalesce(p."timeZone", 'UTC'),
         p.id,
         jsonb_strip_nulls(jsonb_build_object('milestone', m.type::text, 'location', m.location))
    FROM new_milestones m
    JOIN "BookingItem" i ON i.id = m."itemId"
    JOIN "Booking" b ON b.id = i."bookingId"
    LEFT JOIN "Port" p ON p.id = CASE m.type WHEN 'DISCHARGED' THEN b."podId" WHEN 'CUSTOMS_CLEARED' THEN NULL ELSE b."polId" END
   ORDER BY m.id;
  RETURN NULL;
END
$$;

CREATE TRIGGER "ItemMilestone_tracking_event" AFTER INSERT ON "ItemMilestone"
  REFERENCING NEW TABLE AS new_milestones
  FOR EACH STATEMENT EXECUTE FUNCTION "quayside_milestone_tracking_event"();

-- The milestones recorded before this migration, as events of one (this) transaction.
INSERT INTO "TrackingEvent" ("bookingId", "itemId", "milestoneId", "eventType", classifier, code, "eventDateTime", "portId", details)
SELECT i."bookingId", m."itemId", m.id,
       CASE WHEN m.type = 'CUSTOMS_CLEARED' THEN 'SHIPMENT' ELSE 'EQUIPMENT' END,
       'ACT',
       CASE m.type WHEN 'DELIVERED' THEN 'GTIN' WHEN 'LOADED' THEN 'LOAD' WHEN 'DISCHARGED' THEN 'DISC' ELSE 'RELS' END,
       m."on"::timestamp AT TIME ZONE coalesce(p."timeZone", 'UTC'),
       p.id,
       jsonb_strip_nulls(jsonb_build_object('milestone', m.type::text, 'location', m.location))
  FROM "ItemMilestone" m
  JOIN "BookingItem" i ON i.id = m."itemId"
  JOIN "Booking" b ON b.id = i."bookingId"
  LEFT JOIN "Port" p ON p.id = CASE m.type WHEN 'DISCHARGED' THEN b."podId" WHEN 'CUSTOMS_CLEARED' THEN NULL ELSE b."polId" END
 ORDER BY m.id;
