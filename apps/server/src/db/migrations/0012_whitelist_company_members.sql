CREATE TABLE "whitelist_members" (
	"entry_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"added_by" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whitelist_members_entry_id_user_id_pk" PRIMARY KEY("entry_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "whitelist_members" ADD CONSTRAINT "whitelist_members_entry_id_whitelist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."whitelist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whitelist_members" ADD CONSTRAINT "whitelist_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whitelist_members" ADD CONSTRAINT "whitelist_members_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whitelist_members_user_entry_index" ON "whitelist_members" USING btree ("user_id","entry_id");