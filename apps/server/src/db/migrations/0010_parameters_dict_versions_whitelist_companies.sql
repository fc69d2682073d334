CREATE TABLE "parameters" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(60) NOT NULL,
	"type" varchar(20) NOT NULL,
	"value" jsonb NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whitelist_entries" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "dict_entries" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "whitelist_entries" ADD COLUMN "company" varchar(100);--> statement-breakpoint
ALTER TABLE "whitelist_entries" ADD COLUMN "company_key" varchar(100);--> statement-breakpoint
CREATE UNIQUE INDEX "parameters_key_unique" ON "parameters" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "whitelist_entries_company_unique" ON "whitelist_entries" USING btree ("company_key");--> statement-breakpoint
ALTER TABLE "whitelist_entries" ADD CONSTRAINT "whitelist_entries_user_or_company" CHECK (num_nonnulls("whitelist_entries"."user_id", "whitelist_entries"."company_key") = 1);--> statement-breakpointINSERT INTO "role_permissions" ("role_id", "permission") SELECT "id", 'parameter:manage' FROM "roles" WHERE "key" = 'administrator' ON CONFLICT DO NOTHING;
