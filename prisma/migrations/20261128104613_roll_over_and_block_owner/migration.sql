-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "rolledFromId" INTEGER;

-- AlterTable
ALTER TABLE "BookingItem" ADD COLUMN     "blockedByLine" BOOLEAN NOT NULL DEFAULT false;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_rolledFromId_fkey" FOREIGN KEY ("rolledFromId") REFERENCES "Booking"("id") ON DELETE SET NULL ON UPDATE CASCADE;
