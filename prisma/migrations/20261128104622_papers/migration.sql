-- CreateEnum
CREATE TYPE "InvoiceTiming" AS ENUM ('DOCUMENT_ISSUE', 'CONFIRMATION');

-- CreateEnum
CREATE TYPE "DocumentKind" AS ENUM ('BILL_OF_LADING', 'SEA_WAYBILL');

-- CreateEnum
CREATE TYPE "FreightPayment" AS ENUM ('PREPAID', 'COLLECT');

-- CreateEnum
CREATE TYPE "TransportDocumentState" AS ENUM ('DRAFT', 'APPROVED', 'ISSUED', 'SURRENDERED', 'VOID');

-- AlterTable
ALTER TABLE "ShippingLine" ADD COLUMN     "invoiceAt" "InvoiceTiming" NOT NULL DEFAULT 'DOCUMENT_ISSUE',
ADD COLUMN     "siCutOffHours" INTEGER NOT NULL DEFAULT 48;

-- CreateTable
CREATE TABLE "DocumentCounter" (
    "lineId" INTEGER NOT NULL,
    "kind" VARCHAR(8) NOT NULL,
    "last" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "DocumentCounter_pkey" PRIMARY KEY ("lineId","kind")
);

-- CreateTable
CREATE TABLE "ShippingInstruction" (
    "id" SERIAL NOT NULL,
    "number" VARCHAR(30) NOT NULL,
    "bookingId" INTEGER NOT NULL,
    "lineId" INTEGER NOT NULL,
    "agentId" INTEGER NOT NULL,
    "documentKind" "DocumentKind" NOT NULL,
    "originals" SMALLINT NOT NULL DEFAULT 0,
    "freightPayment" "FreightPayment" NOT NULL,
    "consignee" JSONB,
    "toOrder" BOOLEAN NOT NULL DEFAULT false,
    "notify" JSONB,
    "marksAndNumbers" TEXT,
    "remarks" TEXT,
    "late" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ShippingInstruction_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TransportDocument" (
    "id" SERIAL NOT NULL,
    "number" VARCHAR(30) NOT NULL,
    "instructionId" INTEGER NOT NULL,
    "bookingId" INTEGER NOT NULL,
    "lineId" INTEGER NOT NULL,
    "agentId" INTEGER NOT NULL,
    "kind" "DocumentKind" NOT NULL,
    "state" "TransportDocumentState" NOT NULL DEFAULT 'DRAFT',
    "revision" INTEGER NOT NULL DEFAULT 1,
    "approvedAt" TIMESTAMP(3),
    "issuedAt" TIMESTAMP(3),
    "shippedOnBoardDate" DATE,
    "placeOfIssue" TEXT,
    "surrenderedAt" TIMESTAMP(3),
    "surrenderKind" VARCHAR(20),
    "voidedAt" TIMESTAMP(3),
    "voidReason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TransportDocument_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TransportDocumentItem" (
    "id" SERIAL NOT NULL,
    "documentId" INTEGER NOT NULL,
    "itemId" INTEGER NOT NULL,
    "liveItemId" INTEGER,

    CONSTRAINT "TransportDocumentItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TransportDocumentRevision" (
    "id" SERIAL NOT NULL,
    "documentId" INTEGER NOT NULL,
    "revision" INTEGER NOT NULL,
    "event" VARCHAR(20) NOT NULL,
    "actor" TEXT NOT NULL,
    "changes" JSONB NOT NULL DEFAULT '[]',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TransportDocumentRevision_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Invoice" (
    "id" SERIAL NOT NULL,
    "number" VARCHAR(30) NOT NULL,
    "lineId" INTEGER NOT NULL,
    "agentId" INTEGER NOT NULL,
    "bookingId" INTEGER NOT NULL,
    "transportDocumentId" INTEGER,
    "currency" VARCHAR(3) NOT NULL,
    "totalMinor" BIGINT NOT NULL,
    "paidMinor" BIGINT NOT NULL DEFAULT 0,
    "creditedMinor" BIGINT NOT NULL DEFAULT 0,
    "freightPayment" "FreightPayment" NOT NULL,
    "payer" JSONB NOT NULL,
    "issuedOn" DATE NOT NULL,
    "dueOn" DATE NOT NULL,
    "paidAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Invoice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InvoiceLine" (
    "id" SERIAL NOT NULL,
    "invoiceId" INTEGER NOT NULL,
    "position" SMALLINT NOT NULL,
    "itemId" INTEGER,
    "code" VARCHAR(20) NOT NULL,
    "description" TEXT NOT NULL,
    "amountMinor" BIGINT NOT NULL,

    CONSTRAINT "InvoiceLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Payment" (
    "id" SERIAL NOT NULL,
    "invoiceId" INTEGER NOT NULL,
    "amountMinor" BIGINT NOT NULL,
    "on" DATE NOT NULL,
    "reference" TEXT NOT NULL,
    "recordedBy" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Payment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CreditNote" (
    "id" SERIAL NOT NULL,
    "number" VARCHAR(30) NOT NULL,
    "invoiceId" INTEGER NOT NULL,
    "itemId" INTEGER NOT NULL,
    "amountMinor" BIGINT NOT NULL,
    "reason" TEXT NOT NULL,
    "lines" JSONB NOT NULL,
    "issuedOn" DATE NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CreditNote_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ShippingInstruction_number_key" ON "ShippingInstruction"("number");

-- CreateIndex
CREATE INDEX "ShippingInstruction_bookingId_idx" ON "ShippingInstruction"("bookingId");

-- CreateIndex
CREATE UNIQUE INDEX "TransportDocument_number_key" ON "TransportDocument"("number");

-- CreateIndex
CREATE UNIQUE INDEX "TransportDocument_instructionId_key" ON "TransportDocument"("instructionId");

-- CreateIndex
CREATE INDEX "TransportDocument_lineId_state_idx" ON "TransportDocument"("lineId", "state");

-- CreateIndex
CREATE INDEX "TransportDocument_agentId_state_idx" ON "TransportDocument"("agentId", "state");

-- CreateIndex
CREATE INDEX "TransportDocument_bookingId_idx" ON "TransportDocument"("bookingId");

-- CreateIndex
CREATE UNIQUE INDEX "TransportDocumentItem_liveItemId_key" ON "TransportDocumentItem"("liveItemId");

-- CreateIndex
CREATE INDEX "TransportDocumentItem_itemId_idx" ON "TransportDocumentItem"("itemId");

-- CreateIndex
CREATE UNIQUE INDEX "TransportDocumentItem_documentId_itemId_key" ON "TransportDocumentItem"("documentId", "itemId");

-- CreateIndex
CREATE INDEX "TransportDocumentRevision_documentId_id_idx" ON "TransportDocumentRevision"("documentId", "id");

-- CreateIndex
CREATE UNIQUE INDEX "Invoice_number_key" ON "Invoice"("number");

-- CreateIndex
CREATE INDEX "Invoice_lineId_paidAt_idx" ON "Invoice"("lineId", "paidAt");

-- CreateIndex
CREATE INDEX "Invoice_agentId_paidAt_idx" ON "Invoice"("agentId", "paidAt");

-- CreateIndex
CREATE INDEX "Invoice_bookingId_idx" ON "Invoice"("bookingId");

-- CreateIndex
CREATE INDEX "InvoiceLine_itemId_idx" ON "InvoiceLine"("itemId");

-- CreateIndex
CREATE UNIQUE INDEX "InvoiceLine_invoiceId_position_key" ON "InvoiceLine"("invoiceId", "position");

-- CreateIndex
CREATE INDEX "Payment_invoiceId_idx" ON "Payment"("invoiceId");

-- CreateIndex
CREATE UNIQUE INDEX "CreditNote_number_key" ON "CreditNote"("number");

-- CreateIndex
CREATE UNIQUE INDEX "CreditNote_invoiceId_itemId_key" ON "CreditNote"("invoiceId", "itemId");

-- AddForeignKey
ALTER TABLE "DocumentCounter" ADD CONSTRAINT "DocumentCounter_lineId_fkey" FOREIGN KEY ("lineId") REFERENCES "ShippingLine"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ShippingInstruction" ADD CONSTRAINT "ShippingInstruction_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ShippingInstruction" ADD CONSTRAINT "ShippingInstruction_lineId_fkey" FOREIGN KEY ("lineId") REFERENCES "ShippingLine"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TransportDocument" ADD CONSTRAINT "TransportDocument_instructionId_fkey" FOREIGN KEY ("instructionId") REFERENCES "ShippingInstruction"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TransportDocument" ADD CONSTRAINT "TransportDocument_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TransportDocument" ADD CONSTRAINT "TransportDocument_lineId_fkey" FOREIGN KEY ("lineId") REFERENCES "ShippingLine"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TransportDocumentItem" ADD CONSTRAINT "TransportDocumentItem_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES "TransportDocument"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TransportDocumentItem" ADD CONSTRAINT "TransportDocumentItem_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "BookingItem"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TransportDocumentRevision" ADD CONSTRAINT "TransportDocumentRevision_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES "TransportDocument"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_lineId_fkey" FOREIGN KEY ("lineId") REFERENCES "ShippingLine"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_transportDocumentId_fkey" FOREIGN KEY ("transportDocumentId") REFERENCES "TransportDocument"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InvoiceLine" ADD CONSTRAINT "InvoiceLine_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "Invoice"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InvoiceLine" ADD CONSTRAINT "InvoiceLine_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "BookingItem"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "Invoice"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CreditNote" ADD CONSTRAINT "CreditNote_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "Invoice"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CreditNote" ADD CONSTRAINT "CreditNote_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "BookingItem"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
