-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "Role" AS ENUM ('AGENT', 'STAFF', 'ADMIN');

-- CreateEnum
CREATE TYPE "ItemState" AS ENUM ('DRAFT', 'APPROVED', 'DELIVERED', 'LOADED', 'DISCHARGED');

-- CreateEnum
CREATE TYPE "FileKind" AS ENUM ('PAPER_FOR_CUSTOMS', 'PHOTO', 'INVOICE_PAPER');

-- CreateEnum
CREATE TYPE "MilestoneType" AS ENUM ('DELIVERED', 'LOADED', 'DISCHARGED', 'CUSTOMS_CLEARED');

-- CreateEnum
CREATE TYPE "DeliveryStatus" AS ENUM ('PENDING', 'DELIVERED', 'DEAD');

-- CreateTable
CREATE TABLE "ShippingLine" (
    "id" SERIAL NOT NULL,
    "code" VARCHAR(10) NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ShippingLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Port" (
    "id" SERIAL NOT NULL,
    "code" CHAR(5) NOT NULL,
    "name" TEXT NOT NULL,
    "countryCode" CHAR(2) NOT NULL,
    "countryName" TEXT NOT NULL,
    "continent" SMALLINT NOT NULL,
    "region" SMALLINT NOT NULL,
    "latitude" DECIMAL(9,6) NOT NULL,
    "longitude" DECIMAL(9,6) NOT NULL,
    "timeZone" TEXT NOT NULL,

    CONSTRAINT "Port_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Terminal" (
    "id" SERIAL NOT NULL,
    "portId" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "Terminal_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Vessel" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "imo" VARCHAR(7),
    "lineId" INTEGER,
    "yearBuilt" SMALLINT,
    "cargoCapacity" DECIMAL(12,2) NOT NULL,
    "maxDeckHeight" DECIMAL(8,2) NOT NULL,
    "maxDeckWidth" DECIMAL(8,2) NOT NULL,
    "maxRampWeight" DECIMAL(8,2) NOT NULL,
    "flag" TEXT NOT NULL,
    "speed" DECIMAL(5,2) NOT NULL,

    CONSTRAINT "Vessel_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Voyage" (
    "id" SERIAL NOT NULL,
    "lineId" INTEGER NOT NULL,
    "vesselId" INTEGER NOT NULL,
    "number" VARCHAR(20) NOT NULL,
    "scheduleCategory" TEXT NOT NULL,
    "sailingRoute" VARCHAR(20) NOT NULL,
    "maxUnitHeight" DECIMAL(8,2),
    "maxUnitWidth" DECIMAL(8,2),
    "maxUnitWeight" DECIMAL(8,2),
    "startsAt" TIMESTAMP(0) NOT NULL,
    "endsAt" TIMESTAMP(0) NOT NULL,

    CONSTRAINT "Voyage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Visit" (
    "id" SERIAL NOT NULL,
    "voyageId" INTEGER NOT NULL,
    "sequence" SMALLINT NOT NULL,
    "portId" INTEGER NOT NULL,
    "terminalId" INTEGER,
    "arrival" TIMESTAMP(0) NOT NULL,
    "departure" TIMESTAMP(0) NOT NULL,
    "cutOff" TIMESTAMP(0),
    "canLoad" BOOLEAN NOT NULL,
    "canDischarge" BOOLEAN NOT NULL,

    CONSTRAINT "Visit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UnitModel" (
    "id" SERIAL NOT NULL,
    "make" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "type" CHAR(1) NOT NULL,
    "length" INTEGER,
    "width" INTEGER,
    "height" INTEGER,
    "weight" DECIMAL(10,2) NOT NULL,
    "searchText" TEXT NOT NULL,

    CONSTRAINT "UnitModel_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Agent" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "code" VARCHAR(10) NOT NULL,
    "bookingPrefix" VARCHAR(6) NOT NULL,
    "nextBookingNumber" INTEGER NOT NULL DEFAULT 1,
    "allowedIps" TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Agent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "User" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "role" "Role" NOT NULL,
    "agentId" INTEGER,
    "lineId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "disabledAt" TIMESTAMP(3),

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ApiKey" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "prefix" VARCHAR(12) NOT NULL,
    "hash" CHAR(64) NOT NULL,
    "role" "Role" NOT NULL,
    "agentId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMP(3),
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "ApiKey_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Party" (
    "id" SERIAL NOT NULL,
    "agentId" INTEGER NOT NULL,
    "code" TEXT,
    "name" TEXT,
    "firstName" TEXT,
    "lastName" TEXT,
    "type" TEXT,
    "identifierType" TEXT,
    "identifierCode" TEXT,
    "mobile" TEXT,
    "phone" TEXT,
    "email" TEXT,
    "address" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Party_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Booking" (
    "id" SERIAL NOT NULL,
    "agentId" INTEGER NOT NULL,
    "lineId" INTEGER,
    "voyageId" INTEGER,
    "polId" INTEGER NOT NULL,
    "podId" INTEGER,
    "terminalId" INTEGER NOT NULL,
    "prefix" VARCHAR(6) NOT NULL,
    "number" INTEGER NOT NULL,
    "bookingCode" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "isCanceled" BOOLEAN NOT NULL DEFAULT false,
    "request" JSONB,
    "ownerId" INTEGER,
    "polReference" JSONB,
    "podReference" JSONB,
    "paymentTerms" SMALLINT,
    "paymentDays" INTEGER,
    "shippingTerms" TEXT,
    "cargoType" SMALLINT,
    "transportMode" SMALLINT,
    "requestType" SMALLINT,
    "bookingVoyage" TEXT,
    "estimatedDeliveryOn" TIMESTAMP(0),
    "pickupOn" TIMESTAMP(0),
    "createdOn" TIMESTAMP(0) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "itemCount" INTEGER NOT NULL DEFAULT 0,
    "note" TEXT,
    "referenceNumber" TEXT,
    "description" TEXT,
    "shipperId" INTEGER,
    "exporterId" INTEGER,
    "consigneeId" INTEGER,
    "clientId" INTEGER,
    "intermediateConsigneeId" INTEGER,
    "notifyId" INTEGER,
    "nvoccId" INTEGER,
    "destinationAgentId" INTEGER,
    "collectorId" INTEGER,
    "originAddress" JSONB,
    "destinationAddress" JSONB,
    "customsTemplateId" INTEGER,
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Booking_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BookingItem" (
    "id" SERIAL NOT NULL,
    "bookingId" INTEGER NOT NULL,
    "relativeId" INTEGER NOT NULL,
    "state" "ItemState" NOT NULL DEFAULT 'DRAFT',
    "isCanceled" BOOLEAN NOT NULL DEFAULT false,
    "reference" TEXT,
    "unitModelId" INTEGER,
    "description" TEXT,
    "bolDescription" TEXT,
    "serialType" TEXT,
    "serialNumber" TEXT,
    "chassis" TEXT,
    "serialLast6" VARCHAR(6),
    "year" SMALLINT,
    "type" CHAR(1),
    "quantity" INTEGER,
    "length" INTEGER,
    "width" INTEGER,
    "height" INTEGER,
    "weight" INTEGER,
    "hasCustomCbm" BOOLEAN NOT NULL DEFAULT false,
    "bolCbm" DECIMAL(10,3),
    "priority" TEXT,
    "block" BOOLEAN NOT NULL DEFAULT false,
    "blockReason" TEXT,
    "mobility" TEXT,
    "insured" BOOLEAN NOT NULL DEFAULT false,
    "vehicleValue" DECIMAL(14,2),
    "currency" VARCHAR(3),
    "countryOfOrigin" TEXT,
    "stateOfOrigin" TEXT,
    "titleNumber" TEXT,
    "titleState" TEXT,
    "notes" TEXT,
    "ctn" TEXT,
    "clearanceDoc" TEXT,
    "sealNumber" TEXT,
    "paymentMode" INTEGER,
    "clientPartyId" INTEGER,
    "isClientManual" BOOLEAN NOT NULL DEFAULT false,
    "transit" JSONB,
    "price" DECIMAL(14,2),
    "urfId" INTEGER,
    "commodityCategory" TEXT,
    "commoditySubCategoryId" INTEGER,
    "commoditySubCategory" TEXT,
    "updatePaperForCustoms" BOOLEAN NOT NULL DEFAULT false,
    "chassisExceptionId" INTEGER,
    "deliveredOn" DATE,
    "loadedOn" DATE,
    "dischargedOn" DATE,
    "customsClearedOn" DATE,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BookingItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BookingSubUnit" (
    "id" SERIAL NOT NULL,
    "itemId" INTEGER NOT NULL,
    "relativeId" INTEGER NOT NULL,
    "relationType" TEXT,
    "isCanceled" BOOLEAN NOT NULL DEFAULT false,
    "description" TEXT,
    "bolDescription" TEXT,
    "serialType" TEXT,
    "weight" INTEGER,
    "year" SMALLINT,
    "vehicleValue" DECIMAL(14,2),
    "currency" VARCHAR(3),
    "notes" TEXT,
    "transit" JSONB,
    "updatePaperForCustoms" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "BookingSubUnit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BookingSubItem" (
    "id" SERIAL NOT NULL,
    "itemId" INTEGER NOT NULL,
    "relativeId" INTEGER NOT NULL,
    "isCanceled" BOOLEAN NOT NULL DEFAULT false,
    "description" TEXT,
    "notes" TEXT,
    "updatePaperForCustoms" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "BookingSubItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BookingFile" (
    "id" SERIAL NOT NULL,
    "kind" "FileKind" NOT NULL,
    "extId" BIGINT NOT NULL,
    "name" TEXT,
    "url" TEXT,
    "itemId" INTEGER,
    "subUnitId" INTEGER,
    "subItemId" INTEGER,

    CONSTRAINT "BookingFile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BookingRevision" (
    "id" SERIAL NOT NULL,
    "bookingId" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "userId" INTEGER,
    "apiKeyId" INTEGER,
    "actor" TEXT NOT NULL,
    "changes" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BookingRevision_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ChassisException" (
    "id" SERIAL NOT NULL,
    "lineId" INTEGER NOT NULL,
    "polId" INTEGER NOT NULL,
    "unitModelId" INTEGER NOT NULL,
    "chassis" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ChassisException_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "IdempotencyKey" (
    "id" SERIAL NOT NULL,
    "callerKey" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "requestHash" CHAR(64) NOT NULL,
    "completed" BOOLEAN NOT NULL DEFAULT false,
    "responseStatus" INTEGER,
    "responseBody" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "IdempotencyKey_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ItemMilestone" (
    "id" SERIAL NOT NULL,
    "itemId" INTEGER NOT NULL,
    "type" "MilestoneType" NOT NULL,
    "on" DATE NOT NULL,
    "location" TEXT,
    "length" INTEGER,
    "width" INTEGER,
    "height" INTEGER,
    "weight" INTEGER,
    "customsDocs" TEXT,
    "recordedById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ItemMilestone_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ItemUpdate" (
    "id" SERIAL NOT NULL,
    "itemId" INTEGER NOT NULL,
    "agentId" INTEGER NOT NULL,
    "milestoneId" INTEGER,
    "record" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ItemUpdate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FeedSubscription" (
    "id" SERIAL NOT NULL,
    "agentId" INTEGER NOT NULL,
    "url" TEXT NOT NULL,
    "secret" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "disabledAt" TIMESTAMP(3),

    CONSTRAINT "FeedSubscription_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FeedDelivery" (
    "id" SERIAL NOT NULL,
    "subscriptionId" INTEGER NOT NULL,
    "itemUpdateId" INTEGER NOT NULL,
    "status" "DeliveryStatus" NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lockedUntil" TIMESTAMP(3),
    "lastStatusCode" INTEGER,
    "lastError" TEXT,
    "webhookId" TEXT,
    "deliveredAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FeedDelivery_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReceivedItemUpdate" (
    "id" SERIAL NOT NULL,
    "webhookId" TEXT NOT NULL,
    "recordIndex" INTEGER NOT NULL,
    "itemId" TEXT,
    "serial" TEXT,
    "voyage" TEXT,
    "record" JSONB NOT NULL,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReceivedItemUpdate_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ShippingLine_code_key" ON "ShippingLine"("code");

-- CreateIndex
CREATE UNIQUE INDEX "ShippingLine_name_key" ON "ShippingLine"("name");

-- CreateIndex
CREATE UNIQUE INDEX "Port_code_key" ON "Port"("code");

-- CreateIndex
CREATE INDEX "Port_name_idx" ON "Port"("name");

-- CreateIndex
CREATE INDEX "Port_continent_idx" ON "Port"("continent");

-- CreateIndex
CREATE INDEX "Port_region_idx" ON "Port"("region");

-- CreateIndex
CREATE UNIQUE INDEX "Terminal_portId_code_key" ON "Terminal"("portId", "code");

-- CreateIndex
CREATE UNIQUE INDEX "Vessel_name_key" ON "Vessel"("name");

-- CreateIndex
CREATE UNIQUE INDEX "Vessel_imo_key" ON "Vessel"("imo");

-- CreateIndex
CREATE INDEX "Voyage_number_idx" ON "Voyage"("number");

-- CreateIndex
CREATE INDEX "Voyage_scheduleCategory_idx" ON "Voyage"("scheduleCategory");

-- CreateIndex
CREATE INDEX "Voyage_endsAt_idx" ON "Voyage"("endsAt");

-- CreateIndex
CREATE INDEX "Voyage_vesselId_idx" ON "Voyage"("vesselId");

-- CreateIndex
CREATE UNIQUE INDEX "Voyage_lineId_number_key" ON "Voyage"("lineId", "number");

-- CreateIndex
CREATE INDEX "Visit_portId_departure_idx" ON "Visit"("portId", "departure");

-- CreateIndex
CREATE INDEX "Visit_portId_arrival_idx" ON "Visit"("portId", "arrival");

-- CreateIndex
CREATE UNIQUE INDEX "Visit_voyageId_sequence_key" ON "Visit"("voyageId", "sequence");

-- CreateIndex
CREATE INDEX "UnitModel_type_idx" ON "UnitModel"("type");

-- CreateIndex
CREATE UNIQUE INDEX "UnitModel_make_model_key" ON "UnitModel"("make", "model");

-- CreateIndex
CREATE UNIQUE INDEX "Agent_name_key" ON "Agent"("name");

-- CreateIndex
CREATE UNIQUE INDEX "Agent_code_key" ON "Agent"("code");

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE UNIQUE INDEX "ApiKey_hash_key" ON "ApiKey"("hash");

-- CreateIndex
CREATE INDEX "Party_agentId_name_idx" ON "Party"("agentId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "Party_agentId_code_key" ON "Party"("agentId", "code");

-- CreateIndex
CREATE UNIQUE INDEX "Booking_bookingCode_key" ON "Booking"("bookingCode");

-- CreateIndex
CREATE INDEX "Booking_agentId_createdAt_idx" ON "Booking"("agentId", "createdAt");

-- CreateIndex
CREATE INDEX "Booking_lineId_createdAt_idx" ON "Booking"("lineId", "createdAt");

-- CreateIndex
CREATE INDEX "Booking_voyageId_idx" ON "Booking"("voyageId");

-- CreateIndex
CREATE UNIQUE INDEX "Booking_agentId_prefix_number_key" ON "Booking"("agentId", "prefix", "number");

-- CreateIndex
CREATE INDEX "BookingItem_unitModelId_chassis_idx" ON "BookingItem"("unitModelId", "chassis");

-- CreateIndex
CREATE INDEX "BookingItem_unitModelId_serialLast6_idx" ON "BookingItem"("unitModelId", "serialLast6");

-- CreateIndex
CREATE INDEX "BookingItem_chassis_idx" ON "BookingItem"("chassis");

-- CreateIndex
CREATE UNIQUE INDEX "BookingItem_bookingId_relativeId_key" ON "BookingItem"("bookingId", "relativeId");

-- CreateIndex
CREATE UNIQUE INDEX "BookingSubUnit_itemId_relativeId_key" ON "BookingSubUnit"("itemId", "relativeId");

-- CreateIndex
CREATE UNIQUE INDEX "BookingSubItem_itemId_relativeId_key" ON "BookingSubItem"("itemId", "relativeId");

-- CreateIndex
CREATE INDEX "BookingFile_itemId_idx" ON "BookingFile"("itemId");

-- CreateIndex
CREATE INDEX "BookingFile_subUnitId_idx" ON "BookingFile"("subUnitId");

-- CreateIndex
CREATE INDEX "BookingFile_subItemId_idx" ON "BookingFile"("subItemId");

-- CreateIndex
CREATE UNIQUE INDEX "BookingRevision_bookingId_version_key" ON "BookingRevision"("bookingId", "version");

-- CreateIndex
CREATE INDEX "ChassisException_polId_unitModelId_chassis_idx" ON "ChassisException"("polId", "unitModelId", "chassis");

-- CreateIndex
CREATE INDEX "IdempotencyKey_expiresAt_idx" ON "IdempotencyKey"("expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "IdempotencyKey_callerKey_key_key" ON "IdempotencyKey"("callerKey", "key");

-- CreateIndex
CREATE INDEX "ItemMilestone_itemId_createdAt_idx" ON "ItemMilestone"("itemId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "ItemUpdate_milestoneId_key" ON "ItemUpdate"("milestoneId");

-- CreateIndex
CREATE INDEX "ItemUpdate_agentId_id_idx" ON "ItemUpdate"("agentId", "id");

-- CreateIndex
CREATE INDEX "FeedSubscription_agentId_idx" ON "FeedSubscription"("agentId");

-- CreateIndex
CREATE INDEX "FeedDelivery_status_nextAttemptAt_idx" ON "FeedDelivery"("status", "nextAttemptAt");

-- CreateIndex
CREATE UNIQUE INDEX "FeedDelivery_subscriptionId_itemUpdateId_key" ON "FeedDelivery"("subscriptionId", "itemUpdateId");

-- CreateIndex
CREATE INDEX "ReceivedItemUpdate_itemId_idx" ON "ReceivedItemUpdate"("itemId");

-- CreateIndex
CREATE INDEX "ReceivedItemUpdate_serial_idx" ON "ReceivedItemUpdate"("serial");

-- CreateIndex
CREATE INDEX "ReceivedItemUpdate_receivedAt_idx" ON "ReceivedItemUpdate"("receivedAt");

-- CreateIndex
CREATE UNIQUE INDEX "ReceivedItemUpdate_webhookId_recordIndex_key" ON "ReceivedItemUpdate"("webhookId", "recordIndex");

-- AddForeignKey
ALTER TABLE "Terminal" ADD CONSTRAINT "Terminal_portId_fkey" FOREIGN KEY ("portId") REFERENCES "Port"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Vessel" ADD CONSTRAINT "Vessel_lineId_fkey" FOREIGN KEY ("lineId") REFERENCES "ShippingLine"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Voyage" ADD CONSTRAINT "Voyage_lineId_fkey" FOREIGN KEY ("lineId") REFERENCES "ShippingLine"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Voyage" ADD CONSTRAINT "Voyage_vesselId_fkey" FOREIGN KEY ("vesselId") REFERENCES "Vessel"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Visit" ADD CONSTRAINT "Visit_voyageId_fkey" FOREIGN KEY ("voyageId") REFERENCES "Voyage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Visit" ADD CONSTRAINT "Visit_portId_fkey" FOREIGN KEY ("portId") REFERENCES "Port"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Visit" ADD CONSTRAINT "Visit_terminalId_fkey" FOREIGN KEY ("terminalId") REFERENCES "Terminal"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "Agent"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_lineId_fkey" FOREIGN KEY ("lineId") REFERENCES "ShippingLine"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApiKey" ADD CONSTRAINT "ApiKey_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "Agent"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Party" ADD CONSTRAINT "Party_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "Agent"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "Agent"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_lineId_fkey" FOREIGN KEY ("lineId") REFERENCES "ShippingLine"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_voyageId_fkey" FOREIGN KEY ("voyageId") REFERENCES "Voyage"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_polId_fkey" FOREIGN KEY ("polId") REFERENCES "Port"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_podId_fkey" FOREIGN KEY ("podId") REFERENCES "Port"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_terminalId_fkey" FOREIGN KEY ("terminalId") REFERENCES "Terminal"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_shipperId_fkey" FOREIGN KEY ("shipperId") REFERENCES "Party"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_exporterId_fkey" FOREIGN KEY ("exporterId") REFERENCES "Party"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_consigneeId_fkey" FOREIGN KEY ("consigneeId") REFERENCES "Party"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Party"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_intermediateConsigneeId_fkey" FOREIGN KEY ("intermediateConsigneeId") REFERENCES "Party"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_notifyId_fkey" FOREIGN KEY ("notifyId") REFERENCES "Party"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_nvoccId_fkey" FOREIGN KEY ("nvoccId") REFERENCES "Party"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_destinationAgentId_fkey" FOREIGN KEY ("destinationAgentId") REFERENCES "Party"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_collectorId_fkey" FOREIGN KEY ("collectorId") REFERENCES "Party"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingItem" ADD CONSTRAINT "BookingItem_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingItem" ADD CONSTRAINT "BookingItem_unitModelId_fkey" FOREIGN KEY ("unitModelId") REFERENCES "UnitModel"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingItem" ADD CONSTRAINT "BookingItem_clientPartyId_fkey" FOREIGN KEY ("clientPartyId") REFERENCES "Party"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingItem" ADD CONSTRAINT "BookingItem_chassisExceptionId_fkey" FOREIGN KEY ("chassisExceptionId") REFERENCES "ChassisException"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingSubUnit" ADD CONSTRAINT "BookingSubUnit_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "BookingItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingSubItem" ADD CONSTRAINT "BookingSubItem_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "BookingItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingFile" ADD CONSTRAINT "BookingFile_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "BookingItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingFile" ADD CONSTRAINT "BookingFile_subUnitId_fkey" FOREIGN KEY ("subUnitId") REFERENCES "BookingSubUnit"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingFile" ADD CONSTRAINT "BookingFile_subItemId_fkey" FOREIGN KEY ("subItemId") REFERENCES "BookingSubItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingRevision" ADD CONSTRAINT "BookingRevision_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChassisException" ADD CONSTRAINT "ChassisException_lineId_fkey" FOREIGN KEY ("lineId") REFERENCES "ShippingLine"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChassisException" ADD CONSTRAINT "ChassisException_polId_fkey" FOREIGN KEY ("polId") REFERENCES "Port"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChassisException" ADD CONSTRAINT "ChassisException_unitModelId_fkey" FOREIGN KEY ("unitModelId") REFERENCES "UnitModel"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ItemMilestone" ADD CONSTRAINT "ItemMilestone_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "BookingItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ItemMilestone" ADD CONSTRAINT "ItemMilestone_recordedById_fkey" FOREIGN KEY ("recordedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ItemUpdate" ADD CONSTRAINT "ItemUpdate_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "BookingItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ItemUpdate" ADD CONSTRAINT "ItemUpdate_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "Agent"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ItemUpdate" ADD CONSTRAINT "ItemUpdate_milestoneId_fkey" FOREIGN KEY ("milestoneId") REFERENCES "ItemMilestone"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeedSubscription" ADD CONSTRAINT "FeedSubscription_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "Agent"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeedDelivery" ADD CONSTRAINT "FeedDelivery_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "FeedSubscription"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeedDelivery" ADD CONSTRAINT "FeedDelivery_itemUpdateId_fkey" FOREIGN KEY ("itemUpdateId") REFERENCES "ItemUpdate"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Rules the Prisma schema cannot express, written by hand. The schema engine ignores CHECKs when diffing.
ALTER TABLE "Port" ADD CONSTRAINT "Port_code_unlocode" CHECK ("code" ~ '^[A-Z]{2}[A-Z2-9]{3}$');
ALTER TABLE "Port" ADD CONSTRAINT "Port_coordinates" CHECK ("latitude" BETWEEN -90 AND 90 AND "longitude" BETWEEN -180 AND 180);
ALTER TABLE "Vessel" ADD CONSTRAINT "Vessel_measures_nonnegative" CHECK ("cargoCapacity" >= 0 AND "maxDeckHeight" >= 0 AND "maxDeckWidth" >= 0 AND "maxRampWeight" >= 0 AND "speed" >= 0);
ALTER TABLE "Voyage" ADD CONSTRAINT "Voyage_limits_nonnegative" CHECK (coalesce("maxUnitHeight", 0) >= 0 AND coalesce("maxUnitWidth", 0) >= 0 AND coalesce("maxUnitWeight", 0) >= 0);
ALTER TABLE "Visit" ADD CONSTRAINT "Visit_departure_after_arrival" CHECK ("departure" >= "arrival");
ALTER TABLE "UnitModel" ADD CONSTRAINT "UnitModel_type" CHECK ("type" IN ('C','V','B','T','U','M','E','K'));
ALTER TABLE "UnitModel" ADD CONSTRAINT "UnitModel_measures_nonnegative" CHECK (coalesce("length", 0) >= 0 AND coalesce("width", 0) >= 0 AND coalesce("height", 0) >= 0 AND "weight" >= 0);
ALTER TABLE "BookingItem" ADD CONSTRAINT "BookingItem_measures_nonnegative" CHECK (coalesce("length", 0) >= 0 AND coalesce("width", 0) >= 0 AND coalesce("height", 0) >= 0 AND coalesce("weight", 0) >= 0 AND coalesce("quantity", 0) >= 0);
ALTER TABLE "BookingFile" ADD CONSTRAINT "BookingFile_one_owner" CHECK (num_nonnulls("itemId", "subUnitId", "subItemId") = 1);
ALTER TABLE "ItemMilestone" ADD CONSTRAINT "ItemMilestone_measures_nonnegative" CHECK (coalesce("length", 0) >= 0 AND coalesce("width", 0) >= 0 AND coalesce("height", 0) >= 0 AND coalesce("weight", 0) >= 0);
