CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"image" varchar(500) NOT NULL,
	"link" varchar(500),
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"question" varchar(300) NOT NULL,
	"answer" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" varchar(10) DEFAULT 'published' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "friendship_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"url" varchar(500) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"click_count" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_collections" (
	"text_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_collections_text_id_user_id_pk" PRIMARY KEY("text_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "text_comment_likes" (
	"comment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "text_comment_likes_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "text_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"text_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_likes" (
	"text_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "text_likes_text_id_user_id_pk" PRIMARY KEY("text_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(20) NOT NULL,
	"page_key" varchar(20),
	"title" varchar(200) NOT NULL,
	"summary" varchar(500),
	"cover" varchar(500),
	"content" text NOT NULL,
	"video_url" varchar(500),
	"category" varchar(50),
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"author_id" integer,
	"status" varchar(10) NOT NULL,
	"published_at" timestamp with time zone,
	"pinned" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"read_count" integer DEFAULT 0 NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"collect_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_type_id_faq_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."faq_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_collections" ADD CONSTRAINT "text_collections_text_id_texts_id_fk" FOREIGN KEY ("text_id") REFERENCES "public"."texts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_collections" ADD CONSTRAINT "text_collections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_comment_likes" ADD CONSTRAINT "text_comment_likes_comment_id_text_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."text_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_comment_likes" ADD CONSTRAINT "text_comment_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_comments" ADD CONSTRAINT "text_comments_text_id_texts_id_fk" FOREIGN KEY ("text_id") REFERENCES "public"."texts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_comments" ADD CONSTRAINT "text_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_likes" ADD CONSTRAINT "text_likes_text_id_texts_id_fk" FOREIGN KEY ("text_id") REFERENCES "public"."texts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_likes" ADD CONSTRAINT "text_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "texts" ADD CONSTRAINT "texts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_sort_index" ON "banners" USING btree ("enabled","sort","id");--> statement-breakpoint
CREATE INDEX "faq_types_sort_index" ON "faq_types" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "faqs_type_sort_index" ON "faqs" USING btree ("type_id","sort","id");--> statement-breakpoint
CREATE INDEX "friendship_links_sort_index" ON "friendship_links" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "text_collections_user_index" ON "text_collections" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "text_comments_text_index" ON "text_comments" USING btree ("text_id","created_at","id");--> statement-breakpoint
CREATE INDEX "texts_public_list_index" ON "texts" USING btree ("type","status","pinned","published_at","id");--> statement-breakpoint
CREATE INDEX "texts_popular_index" ON "texts" USING btree ("status","read_count");--> statement-breakpoint
CREATE INDEX "texts_updated_index" ON "texts" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "texts_page_key_unique" ON "texts" USING btree ("page_key") WHERE "texts"."page_key" is not null;