-- AlterTable
ALTER TABLE "ConsigneeSubscription" ADD COLUMN     "locale" VARCHAR(8);
