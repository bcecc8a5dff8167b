-- CreateTable
CREATE TABLE "FeedWorker" (
    "id" TEXT NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastPassAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FeedWorker_pkey" PRIMARY KEY ("id")
);
