ALTER TABLE "roles" ADD COLUMN "all_permissions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Administrator roles created before this flag existed held their permissions row by row; from now on they hold the
-- whole catalogue, so permissions added by later releases reach them too.
UPDATE "roles" SET "all_permissions" = true WHERE "name" = 'Administrator';--> statement-breakpoint
DELETE FROM "role_permissions" WHERE "role_id" IN (SELECT "id" FROM "roles" WHERE "all_permissions");
