-- AlterTable
ALTER TABLE "Agent" ADD COLUMN     "allowListBindsSessions" BOOLEAN NOT NULL DEFAULT false;
