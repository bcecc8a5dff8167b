-- CreateEnum
CREATE TYPE "ConfirmationPolicy" AS ENUM ('AUTO', 'REVIEW');

-- CreateEnum
CREATE TYPE "ConfirmationState" AS ENUM ('RECEIVED', 'CONFIRMED', 'DECLINED', 'PENDING_UPDATE', 'PENDING_AMENDMENT', 'WAITLISTED');

-- AlterTable
ALTER TABLE "ShippingLine" ADD COLUMN     "confirmationPolicy" "ConfirmationPolicy" NOT NULL DEFAULT 'AUTO';

-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "confirmation" "ConfirmationState",
ADD COLUMN     "confirmationDecidedAt" TIMESTAMP(3),
ADD COLUMN     "confirmationPaths" JSONB,
ADD COLUMN     "confirmationReason" TEXT,
ADD COLUMN     "confirmationSince" TIMESTAMP(3),
ADD COLUMN     "heldAmendment" JSONB;

-- AlterTable
ALTER TABLE "FeedSubscription" ADD COLUMN     "events" TEXT[] DEFAULT ARRAY['item.updated']::TEXT[];

-- CreateIndex
CREATE INDEX "Booking_lineId_confirmation_idx" ON "Booking"("lineId", "confirmation");

-- Bookings made before the lines could review were confirmed by their save (the interface's behaviour).
UPDATE "Booking" SET "confirmation" = 'CONFIRMED', "confirmationSince" = "createdAt"
 WHERE "requestType" IS DISTINCT FROM 1 AND lower(trim("status")) <> 'draft';
