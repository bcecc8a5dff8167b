-- DropIndex
DROP INDEX "FeedDelivery_status_nextAttemptAt_idx";

-- AlterTable
ALTER TABLE "FeedSubscription" ADD COLUMN     "disabledReason" TEXT,
ADD COLUMN     "lastDeliveryAt" TIMESTAMP(3),
ADD COLUMN     "pausedAt" TIMESTAMP(3),
ADD COLUMN     "previousSecret" TEXT,
ADD COLUMN     "previousSecretUntil" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "FeedDelivery" DROP COLUMN "attempts",
DROP COLUMN "lastError",
DROP COLUMN "lastStatusCode",
DROP COLUMN "lockedUntil",
DROP COLUMN "nextAttemptAt",
DROP COLUMN "webhookId",
ADD COLUMN     "batchId" INTEGER;

-- AlterTable
ALTER TABLE "ReceivedItemUpdate" ADD COLUMN     "bookingId" INTEGER,
ADD COLUMN     "milestone" TEXT,
ADD COLUMN     "subscriptionId" INTEGER;

-- CreateTable
CREATE TABLE "FeedBatch" (
    "id" SERIAL NOT NULL,
    "subscriptionId" INTEGER NOT NULL,
    "webhookId" TEXT NOT NULL,
    "status" "DeliveryStatus" NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lockedUntil" TIMESTAMP(3),
    "lockedBy" TEXT,
    "testRecords" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "FeedBatch_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FeedAttempt" (
    "id" SERIAL NOT NULL,
    "batchId" INTEGER NOT NULL,
    "attempt" INTEGER NOT NULL,
    "records" INTEGER NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,
    "durationMs" INTEGER NOT NULL,
    "responseStatus" INTEGER,
    "error" TEXT,
    "nextAttemptAt" TIMESTAMP(3),

    CONSTRAINT "FeedAttempt_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "FeedBatch_webhookId_key" ON "FeedBatch"("webhookId");

-- CreateIndex
CREATE INDEX "FeedBatch_status_nextAttemptAt_idx" ON "FeedBatch"("status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "FeedBatch_subscriptionId_id_idx" ON "FeedBatch"("subscriptionId", "id");

-- CreateIndex
CREATE INDEX "FeedAttempt_batchId_id_idx" ON "FeedAttempt"("batchId", "id");

-- CreateIndex
CREATE UNIQUE INDEX "ItemMilestone_itemId_type_key" ON "ItemMilestone"("itemId", "type");

-- CreateIndex
CREATE INDEX "FeedDelivery_subscriptionId_batchId_idx" ON "FeedDelivery"("subscriptionId", "batchId");

-- CreateIndex
CREATE INDEX "FeedDelivery_batchId_idx" ON "FeedDelivery"("batchId");

-- CreateIndex
CREATE INDEX "ReceivedItemUpdate_bookingId_id_idx" ON "ReceivedItemUpdate"("bookingId", "id");

-- AddForeignKey
ALTER TABLE "FeedDelivery" ADD CONSTRAINT "FeedDelivery_batchId_fkey" FOREIGN KEY ("batchId") REFERENCES "FeedBatch"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeedBatch" ADD CONSTRAINT "FeedBatch_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "FeedSubscription"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeedAttempt" ADD CONSTRAINT "FeedAttempt_batchId_fkey" FOREIGN KEY ("batchId") REFERENCES "FeedBatch"("id") ON DELETE CASCADE ON UPDATE CASCADE;
