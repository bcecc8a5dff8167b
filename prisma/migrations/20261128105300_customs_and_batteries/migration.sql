-- AlterTable
ALTER TABLE "UnitModel" ADD COLUMN     "powertrain" VARCHAR(4);

-- AlterTable
ALTER TABLE "BookingItem" ADD COLUMN     "batteryDeclared" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "hsCode" VARCHAR(10);
