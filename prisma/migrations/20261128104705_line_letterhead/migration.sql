-- AlterTable
ALTER TABLE "ShippingLine" ADD COLUMN     "letterheadAddress" VARCHAR(500),
ADD COLUMN     "letterheadName" VARCHAR(120);

-- CreateTable
CREATE TABLE "LineLogo" (
    "lineId" INTEGER NOT NULL,
    "contentType" VARCHAR(40) NOT NULL,
    "size" INTEGER NOT NULL,
    "sha256" VARCHAR(64) NOT NULL,
    "data" BYTEA NOT NULL,
    "uploadedBy" VARCHAR(40) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LineLogo_pkey" PRIMARY KEY ("lineId")
);

-- AddForeignKey
ALTER TABLE "LineLogo" ADD CONSTRAINT "LineLogo_lineId_fkey" FOREIGN KEY ("lineId") REFERENCES "ShippingLine"("id") ON DELETE CASCADE ON UPDATE CASCADE;
