-- CreateTable
CREATE TABLE "BookingEvent" (
    "id" SERIAL NOT NULL,
    "subscriptionId" INTEGER NOT NULL,
    "webhookId" VARCHAR(100) NOT NULL,
    "body" JSONB NOT NULL,
    "status" "DeliveryStatus" NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lockedUntil" TIMESTAMP(3),
    "lastError" TEXT,
    "deliveredAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BookingEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "BookingEvent_webhookId_key" ON "BookingEvent"("webhookId");

-- CreateIndex
CREATE INDEX "BookingEvent_status_nextAttemptAt_idx" ON "BookingEvent"("status", "nextAttemptAt");

-- AddForeignKey
ALTER TABLE "BookingEvent" ADD CONSTRAINT "BookingEvent_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "FeedSubscription"("id") ON DELETE CASCADE ON UPDATE CASCADE;
