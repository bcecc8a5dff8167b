-- AlterTable
ALTER TABLE "ApiKey" ADD COLUMN     "statusInBody" BOOLEAN NOT NULL DEFAULT false;
