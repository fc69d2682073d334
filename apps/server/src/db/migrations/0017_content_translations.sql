CREATE TABLE "content_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"record_id" integer NOT NULL,
	"language" varchar(5) NOT NULL,
	"fields" jsonb NOT NULL,
	"source_digest" varchar(43) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "texts" ADD COLUMN "language" varchar(5) DEFAULT 'zh-CN' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "content_translations_record_unique" ON "content_translations" USING btree ("kind","record_id","language");