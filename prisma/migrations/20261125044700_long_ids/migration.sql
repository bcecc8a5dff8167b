-- AlterTable
ALTER TABLE "Booking" ALTER COLUMN "ownerId" SET DATA TYPE BIGINT,
ALTER COLUMN "customsTemplateId" SET DATA TYPE BIGINT;

-- AlterTable
ALTER TABLE "BookingItem" ALTER COLUMN "commoditySubCategoryId" SET DATA TYPE BIGINT;
