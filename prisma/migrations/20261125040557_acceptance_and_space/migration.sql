-- CreateEnum
CREATE TYPE "AcceptanceExceptionKind" AS ENUM ('LATE_UNIT', 'OUT_OF_GAUGE');

-- AlterTable
ALTER TABLE "Voyage" ADD COLUMN     "allotmentRt" DECIMAL(12,2),
ADD COLUMN     "saleStopReason" TEXT,
ADD COLUMN     "saleStoppedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Visit" ADD COLUMN     "saleStopReason" TEXT,
ADD COLUMN     "saleStoppedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "ItemMilestone" ADD COLUMN     "gaugeFlag" TEXT;

-- CreateTable
CREATE TABLE "AcceptanceException" (
    "id" SERIAL NOT NULL,
    "kind" "AcceptanceExceptionKind" NOT NULL,
    "bookingId" INTEGER NOT NULL,
    "voyageId" INTEGER NOT NULL,
    "chassis" TEXT,
    "reason" TEXT NOT NULL,
    "createdById" INTEGER,
    "createdBy" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AcceptanceException_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AcceptanceException_bookingId_idx" ON "AcceptanceException"("bookingId");

-- CreateIndex
CREATE INDEX "AcceptanceException_voyageId_createdAt_idx" ON "AcceptanceException"("voyageId", "createdAt");

-- AddForeignKey
ALTER TABLE "AcceptanceException" ADD CONSTRAINT "AcceptanceException_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AcceptanceException" ADD CONSTRAINT "AcceptanceException_voyageId_fkey" FOREIGN KEY ("voyageId") REFERENCES "Voyage"("id") ON DELETE CASCADE ON UPDATE CASCADE;
