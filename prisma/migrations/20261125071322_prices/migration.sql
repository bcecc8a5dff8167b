-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "bookingCharges" JSONB,
ADD COLUMN     "priceCurrency" VARCHAR(3),
ADD COLUMN     "priceOnRequest" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "priceTotalMinor" BIGINT,
ADD COLUMN     "quoteNumber" TEXT,
ADD COLUMN     "quoteValidUntil" TIMESTAMP(0),
ADD COLUMN     "quotedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "BookingItem" ADD COLUMN     "priceKey" VARCHAR(40),
ADD COLUMN     "priceLines" JSONB,
ADD COLUMN     "priceMinor" INTEGER,
ADD COLUMN     "priceSource" VARCHAR(10);

-- CreateTable
CREATE TABLE "TariffEntry" (
    "id" SERIAL NOT NULL,
    "lineId" INTEGER NOT NULL,
    "kind" VARCHAR(10) NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" TEXT NOT NULL,
    "polId" INTEGER,
    "podId" INTEGER,
    "scheduleCategory" TEXT,
    "unitType" CHAR(1),
    "basis" VARCHAR(10) NOT NULL,
    "amount" INTEGER NOT NULL,
    "currency" VARCHAR(3),
    "validFrom" DATE NOT NULL,
    "validUntil" DATE,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TariffEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "TariffEntry_lineId_kind_idx" ON "TariffEntry"("lineId", "kind");

-- CreateIndex
CREATE UNIQUE INDEX "Booking_quoteNumber_key" ON "Booking"("quoteNumber");

-- AddForeignKey
ALTER TABLE "TariffEntry" ADD CONSTRAINT "TariffEntry_lineId_fkey" FOREIGN KEY ("lineId") REFERENCES "ShippingLine"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TariffEntry" ADD CONSTRAINT "TariffEntry_polId_fkey" FOREIGN KEY ("polId") REFERENCES "Port"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TariffEntry" ADD CONSTRAINT "TariffEntry_podId_fkey" FOREIGN KEY ("podId") REFERENCES "Port"("id") ON DELETE SET NULL ON UPDATE CASCADE;
