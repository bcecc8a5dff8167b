-- CreateTable
CREATE TABLE "DestinationRule" (
    "id" SERIAL NOT NULL,
    "lineId" INTEGER NOT NULL,
    "country" CHAR(2),
    "pod" CHAR(5),
    "maxAgeYears" SMALLINT,
    "nonRunners" VARCHAR(6),
    "batteryDeclaration" BOOLEAN NOT NULL DEFAULT false,
    "requiredPapers" TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DestinationRule_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "DestinationRule_lineId_country_idx" ON "DestinationRule"("lineId", "country");

-- CreateIndex
CREATE INDEX "DestinationRule_lineId_pod_idx" ON "DestinationRule"("lineId", "pod");

-- AddForeignKey
ALTER TABLE "DestinationRule" ADD CONSTRAINT "DestinationRule_lineId_fkey" FOREIGN KEY ("lineId") REFERENCES "ShippingLine"("id") ON DELETE CASCADE ON UPDATE CASCADE;
