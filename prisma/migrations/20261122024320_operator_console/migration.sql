-- AlterTable
ALTER TABLE "Agent" ADD COLUMN     "suspendedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "ApiKey" ADD COLUMN     "lastUsedIp" VARCHAR(64);

-- CreateTable
CREATE TABLE "AgentAllowListEntry" (
    "id" SERIAL NOT NULL,
    "agentId" INTEGER NOT NULL,
    "cidr" VARCHAR(64) NOT NULL,
    "note" VARCHAR(200),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AgentAllowListEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuditEvent" (
    "id" SERIAL NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actorKind" VARCHAR(10) NOT NULL,
    "actorId" INTEGER NOT NULL,
    "actorName" TEXT NOT NULL,
    "ip" VARCHAR(64) NOT NULL,
    "action" VARCHAR(40) NOT NULL,
    "targetType" VARCHAR(20) NOT NULL,
    "targetId" INTEGER NOT NULL,
    "agentId" INTEGER,
    "summary" TEXT NOT NULL,
    "details" JSONB,

    CONSTRAINT "AuditEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AccessEpoch" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "value" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "AccessEpoch_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "AgentAllowListEntry_agentId_cidr_key" ON "AgentAllowListEntry"("agentId", "cidr");

-- CreateIndex
CREATE INDEX "AuditEvent_at_idx" ON "AuditEvent"("at");

-- CreateIndex
CREATE INDEX "AuditEvent_agentId_id_idx" ON "AuditEvent"("agentId", "id");

-- CreateIndex
CREATE INDEX "AuditEvent_targetType_targetId_idx" ON "AuditEvent"("targetType", "targetId");

-- Existing allow lists become entries (each address or range once per agent), then the column goes.
INSERT INTO "AgentAllowListEntry" ("agentId", "cidr", "note")
SELECT DISTINCT a."id", left(btrim(ip), 64), 'migrated from the former allow list'
FROM "Agent" a, unnest(a."allowedIps") AS ip
WHERE btrim(ip) <> '';

ALTER TABLE "Agent" DROP COLUMN "allowedIps";

INSERT INTO "AccessEpoch" ("id", "value") VALUES (1, 0);

-- AddForeignKey
ALTER TABLE "AgentAllowListEntry" ADD CONSTRAINT "AgentAllowListEntry_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "Agent"("id") ON DELETE CASCADE ON UPDATE CASCADE;
