CREATE TABLE "resource_catalog_role_grants" (
	"catalog_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "resource_catalog_role_grants_catalog_id_role_id_pk" PRIMARY KEY("catalog_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "resource_catalog_user_grants" (
	"catalog_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "resource_catalog_user_grants_catalog_id_user_id_pk" PRIMARY KEY("catalog_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "resource_catalogs" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" varchar(60) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"catalog_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" varchar(500),
	"file_key" varchar(300) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"size" bigint NOT NULL,
	"mime_type" varchar(100) NOT NULL,
	"download_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resource_catalog_role_grants" ADD CONSTRAINT "resource_catalog_role_grants_catalog_id_resource_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."resource_catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_catalog_role_grants" ADD CONSTRAINT "resource_catalog_role_grants_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_catalog_user_grants" ADD CONSTRAINT "resource_catalog_user_grants_catalog_id_resource_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."resource_catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_catalog_user_grants" ADD CONSTRAINT "resource_catalog_user_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_catalogs" ADD CONSTRAINT "resource_catalogs_parent_id_resource_catalogs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."resource_catalogs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_catalog_id_resource_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."resource_catalogs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resource_catalog_role_grants_role_index" ON "resource_catalog_role_grants" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "resource_catalog_user_grants_user_index" ON "resource_catalog_user_grants" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "resource_catalogs_parent_name_unique" ON "resource_catalogs" USING btree (coalesce("parent_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "resources_catalog_index" ON "resources" USING btree ("catalog_id","updated_at");--> statement-breakpoint
CREATE INDEX "resources_updated_index" ON "resources" USING btree ("updated_at","id");--> statement-breakpoint
-- Seeding does not rewrite roles at start (staff edit them): grant the administrator the new permission here.
INSERT INTO "role_permissions" ("role_id", "permission") SELECT "id", 'resource:manage' FROM "roles" WHERE "key" = 'administrator' ON CONFLICT DO NOTHING;
