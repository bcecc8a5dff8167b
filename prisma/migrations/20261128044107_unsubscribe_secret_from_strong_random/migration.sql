-- AlterTable
ALTER TABLE "User" ALTER COLUMN "unsubscribeSecret" SET DEFAULT replace(((gen_random_uuid())::text || (gen_random_uuid())::text), '-'::text, ''::text);

-- Every secret made by the old default came from random(), which is no cryptographic generator: new
-- ones for everyone. Unsubscribe links in e-mails already sent stop working (they answer 404, "not
-- valid"); My account's notification settings do the same, and the next e-mail carries a new link.
UPDATE "User" SET "unsubscribeSecret" = replace(((gen_random_uuid())::text || (gen_random_uuid())::text), '-'::text, ''::text);
