-- AlterTable
ALTER TABLE "FeedSubscription" ADD COLUMN     "circuitOpenUntil" TIMESTAMP(3),
ADD COLUMN     "failureStreak" INTEGER NOT NULL DEFAULT 0;
