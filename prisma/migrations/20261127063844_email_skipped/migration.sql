-- AlterEnum
ALTER TYPE "EmailStatus" ADD VALUE 'SKIPPED';
