-- AlterTable
ALTER TABLE "User" ADD COLUMN     "agentLead" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "lastSignInAt" TIMESTAMP(3);
