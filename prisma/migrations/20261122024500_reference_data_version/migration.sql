-- CreateTable
CREATE TABLE "ReferenceDataVersion" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "version" BIGINT NOT NULL DEFAULT 1,
    "changedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReferenceDataVersion_pkey" PRIMARY KEY ("id")
);

-- The one row, present from the start.
INSERT INTO "ReferenceDataVersion" ("id", "version") VALUES (1, 1) ON CONFLICT ("id") DO NOTHING;

-- Every statement that changes what the schedule reads return bumps the version in its own
-- transaction (once per transaction: a transaction-local setting remembers the bump), so the
-- seed, migrations, staff edits and the operator console cannot forget it. NOTIFY is delivered
-- at commit, so a listener never learns a version whose data it cannot read yet.
CREATE FUNCTION "quayside_bump_reference_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bumped bigint;
BEGIN
  IF coalesce(current_setting('quayside.reference_data_bumped', true), '') = '1' THEN
    RETURN NULL;
  END IF;
  INSERT INTO "ReferenceDataVersion" ("id", "version", "changedAt") VALUES (1, 2, now())
  ON CONFLICT ("id") DO UPDATE SET "version" = "ReferenceDataVersion"."version" + 1, "changedAt" = now()
  RETURNING "version" INTO bumped;
  PERFORM set_config('quayside.reference_data_bumped', '1', true);
  PERFORM pg_notify('quayside_reference_data', bumped::text);
  RETURN NULL;
END
$$;

CREATE TRIGGER "ShippingLine_reference_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ShippingLine"
  FOR EACH STATEMENT EXECUTE FUNCTION "quayside_bump_reference_data_version"();
CREATE TRIGGER "Port_reference_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Port"
  FOR EACH STATEMENT EXECUTE FUNCTION "quayside_bump_reference_data_version"();
CREATE TRIGGER "Terminal_reference_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Terminal"
  FOR EACH STATEMENT EXECUTE FUNCTION "quayside_bump_reference_data_version"();
CREATE TRIGGER "Vessel_reference_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Vessel"
  FOR EACH STATEMENT EXECUTE FUNCTION "quayside_bump_reference_data_version"();
CREATE TRIGGER "Voyage_reference_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Voyage"
  FOR EACH STATEMENT EXECUTE FUNCTION "quayside_bump_reference_data_version"();
CREATE TRIGGER "Visit_reference_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Visit"
  FOR EACH STATEMENT EXECUTE FUNCTION "quayside_bump_reference_data_version"();
CREATE TRIGGER "UnitModel_reference_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "UnitModel"
  FOR EACH STATEMENT EXECUTE FUNCTION "quayside_bump_reference_data_version"();
