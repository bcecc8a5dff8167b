-- AlterTable
ALTER TABLE "ScheduleChangeNotice" ADD COLUMN     "messageFr" TEXT;
