-- CreateEnum
CREATE TYPE "NotificationChannel" AS ENUM ('PORTAL', 'EMAIL', 'DIGEST', 'OFF');

-- CreateEnum
CREATE TYPE "EmailStatus" AS ENUM ('PENDING', 'SENT', 'DEAD');

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "timeZone" VARCHAR(64) NOT NULL DEFAULT 'UTC',
ADD COLUMN     "unsubscribeSecret" VARCHAR(64) NOT NULL DEFAULT md5(random()::text || clock_timestamp()::text);

-- CreateTable
CREATE TABLE "Notification" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "kind" VARCHAR(40) NOT NULL,
    "eventKey" VARCHAR(200) NOT NULL,
    "bookingId" INTEGER,
    "title" VARCHAR(300) NOT NULL,
    "body" TEXT NOT NULL,
    "link" VARCHAR(300) NOT NULL,
    "channel" "NotificationChannel" NOT NULL,
    "digestAt" TIMESTAMP(3),
    "emailId" INTEGER,
    "readAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Notification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NotificationEmail" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "messageId" VARCHAR(200) NOT NULL,
    "digest" BOOLEAN NOT NULL DEFAULT false,
    "status" "EmailStatus" NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lockedUntil" TIMESTAMP(3),
    "lockedBy" VARCHAR(100),
    "lastError" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),

    CONSTRAINT "NotificationEmail_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NotificationPreference" (
    "userId" INTEGER NOT NULL,
    "kind" VARCHAR(40) NOT NULL,
    "channel" "NotificationChannel" NOT NULL,

    CONSTRAINT "NotificationPreference_pkey" PRIMARY KEY ("userId","kind")
);

-- CreateIndex
CREATE INDEX "Notification_userId_id_idx" ON "Notification"("userId", "id");

-- CreateIndex
CREATE INDEX "Notification_channel_emailId_idx" ON "Notification"("channel", "emailId");

-- CreateIndex
CREATE UNIQUE INDEX "Notification_userId_eventKey_key" ON "Notification"("userId", "eventKey");

-- CreateIndex
CREATE UNIQUE INDEX "NotificationEmail_messageId_key" ON "NotificationEmail"("messageId");

-- CreateIndex
CREATE INDEX "NotificationEmail_status_nextAttemptAt_idx" ON "NotificationEmail"("status", "nextAttemptAt");

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_emailId_fkey" FOREIGN KEY ("emailId") REFERENCES "NotificationEmail"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationEmail" ADD CONSTRAINT "NotificationEmail_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationPreference" ADD CONSTRAINT "NotificationPreference_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
