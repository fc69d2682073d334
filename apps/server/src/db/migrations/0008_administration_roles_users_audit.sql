CREATE TABLE "audit_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"actor_name" varchar(40) NOT NULL,
	"action" varchar(60) NOT NULL,
	"target_type" varchar(30) NOT NULL,
	"target_id" integer,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roles" ALTER COLUMN "key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "status" varchar(10) DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "whitelist_entries" ADD COLUMN "valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "whitelist_entries" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_records_at_index" ON "audit_records" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_records_target_index" ON "audit_records" USING btree ("target_type","target_id");--> statement-breakpoint
-- Seeding no longer rewrites roles at start (staff edit them now): grant the administrator the new permission here.
INSERT INTO "role_permissions" ("role_id", "permission") SELECT "id", 'audit:read' FROM "roles" WHERE "key" = 'administrator' ON CONFLICT DO NOTHING;
