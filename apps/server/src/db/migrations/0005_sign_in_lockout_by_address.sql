DROP INDEX "login_failures_account_at_index";--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "door" varchar(10) DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "client_range" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "login_failures_account_door_at_index" ON "login_failures" USING btree ("account","door","at");