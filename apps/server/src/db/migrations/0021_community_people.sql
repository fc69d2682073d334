CREATE TABLE "honorary_titles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(30) NOT NULL,
	"language" varchar(5) DEFAULT 'zh-CN' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_board_follows" (
	"board_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_board_follows_board_id_user_id_pk" PRIMARY KEY("board_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "forum_digest_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_follow_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"delivery" varchar(10) DEFAULT 'instant' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_user_follows" (
	"follower_id" integer NOT NULL,
	"followee_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_user_follows_follower_id_followee_id_pk" PRIMARY KEY("follower_id","followee_id"),
	CONSTRAINT "forum_user_follows_not_self" CHECK ("forum_user_follows"."follower_id" <> "forum_user_follows"."followee_id")
);
--> statement-breakpoint
CREATE TABLE "medal_conditions" (
	"id" serial PRIMARY KEY NOT NULL,
	"medal_id" integer NOT NULL,
	"counter" varchar(20) NOT NULL,
	"threshold" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medal_progress" (
	"user_id" integer NOT NULL,
	"counter" varchar(20) NOT NULL,
	"value" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medal_progress_user_id_counter_pk" PRIMARY KEY("user_id","counter")
);
--> statement-breakpoint
CREATE TABLE "medals" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(30) NOT NULL,
	"description" varchar(200),
	"language" varchar(5) DEFAULT 'zh-CN' NOT NULL,
	"icon" varchar(500) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_medals" (
	"user_id" integer NOT NULL,
	"medal_id" integer NOT NULL,
	"awarded_by" integer,
	"awarded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_medals_user_id_medal_id_pk" PRIMARY KEY("user_id","medal_id")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_board_follows" ADD CONSTRAINT "forum_board_follows_board_id_forum_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."forum_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_board_follows" ADD CONSTRAINT "forum_board_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_digest_items" ADD CONSTRAINT "forum_digest_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_digest_items" ADD CONSTRAINT "forum_digest_items_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_follow_settings" ADD CONSTRAINT "forum_follow_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_user_follows" ADD CONSTRAINT "forum_user_follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_user_follows" ADD CONSTRAINT "forum_user_follows_followee_id_users_id_fk" FOREIGN KEY ("followee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medal_conditions" ADD CONSTRAINT "medal_conditions_medal_id_medals_id_fk" FOREIGN KEY ("medal_id") REFERENCES "public"."medals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medal_progress" ADD CONSTRAINT "medal_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_medals" ADD CONSTRAINT "user_medals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_medals" ADD CONSTRAINT "user_medals_medal_id_medals_id_fk" FOREIGN KEY ("medal_id") REFERENCES "public"."medals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_medals" ADD CONSTRAINT "user_medals_awarded_by_users_id_fk" FOREIGN KEY ("awarded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_board_follows_user_index" ON "forum_board_follows" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_digest_items_post_unique" ON "forum_digest_items" USING btree ("user_id","post_id");--> statement-breakpoint
CREATE INDEX "forum_digest_items_created_index" ON "forum_digest_items" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "forum_user_follows_followee_index" ON "forum_user_follows" USING btree ("followee_id","created_at");--> statement-breakpoint
CREATE INDEX "medal_conditions_counter_index" ON "medal_conditions" USING btree ("counter","medal_id");--> statement-breakpoint
CREATE INDEX "user_medals_medal_index" ON "user_medals" USING btree ("medal_id");--> statement-breakpoint
CREATE INDEX "points_ledger_user_reason_index" ON "points_ledger" USING btree ("user_id","reason","created_at");--> statement-breakpoint
CREATE INDEX "sessions_last_seen_index" ON "sessions" USING btree ("last_seen_at");