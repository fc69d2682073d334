CREATE TABLE "statistics_daily" (
	"metric" varchar(20) NOT NULL,
	"day" date NOT NULL,
	"key" varchar(120) NOT NULL,
	"label" varchar(200) NOT NULL,
	"count" bigint NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "statistics_daily_metric_day_key_pk" PRIMARY KEY("metric","day","key")
);
--> statement-breakpoint
CREATE TABLE "statistics_daily_visitors" (
	"day" date NOT NULL,
	"key" varchar(7) NOT NULL,
	"sketch" "bytea" NOT NULL,
	CONSTRAINT "statistics_daily_visitors_day_key_pk" PRIMARY KEY("day","key")
);
--> statement-breakpoint
CREATE TABLE "statistics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"happened_at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"kind" varchar(20) NOT NULL,
	"scope" varchar(20) NOT NULL,
	"subject" varchar(120) NOT NULL,
	"label" varchar(200) NOT NULL,
	"results" integer
);
--> statement-breakpoint
CREATE TABLE "statistics_page_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"path" varchar(120) NOT NULL,
	"target_id" varchar(64),
	"referrer" varchar(300),
	"language" varchar(5) NOT NULL,
	"mobile" boolean NOT NULL,
	"screen_width" smallint NOT NULL,
	"entry" boolean NOT NULL,
	"visitor" varchar(32) NOT NULL,
	"user_id" integer,
	"province" varchar(7) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statistics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "statistics_events_day" ON "statistics_events" USING btree ("day");--> statement-breakpoint
CREATE INDEX "statistics_page_views_day" ON "statistics_page_views" USING btree ("day");