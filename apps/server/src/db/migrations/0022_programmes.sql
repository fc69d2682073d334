CREATE TABLE "competition_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"team_name" varchar(60) NOT NULL,
	"project_name" varchar(100) NOT NULL,
	"module_model" varchar(40) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"members" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" varchar(10) NOT NULL,
	"reason" varchar(500),
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customization_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"author_id" integer,
	"from_staff" boolean NOT NULL,
	"content" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customization_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company" varchar(100) NOT NULL,
	"contact" varchar(50) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"email" varchar(100),
	"module_model" varchar(40) NOT NULL,
	"quantity" integer NOT NULL,
	"requirement" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" varchar(10) NOT NULL,
	"assignee_id" integer,
	"closed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sample_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"purpose" varchar(500) NOT NULL,
	"contact_name" varchar(50) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"province_code" varchar(6) NOT NULL,
	"city_name" varchar(50) NOT NULL,
	"address" varchar(200) NOT NULL,
	"state" varchar(10) NOT NULL,
	"reason" varchar(500),
	"carrier" varchar(50),
	"tracking_number" varchar(50),
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscribed_document_types" (
	"user_id" integer NOT NULL,
	"document_type" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscribed_document_types_user_id_document_type_pk" PRIMARY KEY("user_id","document_type")
);
--> statement-breakpoint
CREATE TABLE "subscribed_products" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscribed_products_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "subscription_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"email" boolean DEFAULT false NOT NULL,
	"unsubscribe_token" varchar(64) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"response_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"option_id" integer,
	"text" varchar(2000),
	"rating" integer
);
--> statement-breakpoint
CREATE TABLE "survey_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"label" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"type" varchar(10) NOT NULL,
	"title" varchar(300) NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"rating_max" integer
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"user_id" integer,
	"respondent_key" varchar(80) NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" varchar(1000),
	"status" varchar(10) NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "texts" ADD COLUMN "product_id" integer;--> statement-breakpoint
ALTER TABLE "competition_entries" ADD CONSTRAINT "competition_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_entries" ADD CONSTRAINT "competition_entries_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customization_replies" ADD CONSTRAINT "customization_replies_request_id_customization_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."customization_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customization_replies" ADD CONSTRAINT "customization_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customization_requests" ADD CONSTRAINT "customization_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customization_requests" ADD CONSTRAINT "customization_requests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_applications" ADD CONSTRAINT "sample_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_applications" ADD CONSTRAINT "sample_applications_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_applications" ADD CONSTRAINT "sample_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscribed_document_types" ADD CONSTRAINT "subscribed_document_types_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscribed_products" ADD CONSTRAINT "subscribed_products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscribed_products" ADD CONSTRAINT "subscribed_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_settings" ADD CONSTRAINT "subscription_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_question_id_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_option_id_survey_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."survey_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_options" ADD CONSTRAINT "survey_options_question_id_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "competition_entries_user_unique" ON "competition_entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "competition_entries_state_index" ON "competition_entries" USING btree ("state","updated_at","id");--> statement-breakpoint
CREATE INDEX "competition_entries_updated_index" ON "competition_entries" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "customization_replies_request_index" ON "customization_replies" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "customization_requests_state_index" ON "customization_requests" USING btree ("state","updated_at","id");--> statement-breakpoint
CREATE INDEX "customization_requests_user_index" ON "customization_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "customization_requests_assignee_index" ON "customization_requests" USING btree ("assignee_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sample_applications_open_unique" ON "sample_applications" USING btree ("user_id","product_id") WHERE "sample_applications"."state" in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "sample_applications_state_index" ON "sample_applications" USING btree ("state","created_at","id");--> statement-breakpoint
CREATE INDEX "sample_applications_user_index" ON "sample_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "subscribed_document_types_type_index" ON "subscribed_document_types" USING btree ("document_type");--> statement-breakpoint
CREATE INDEX "subscribed_products_product_index" ON "subscribed_products" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_settings_token_unique" ON "subscription_settings" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "survey_answers_question_index" ON "survey_answers" USING btree ("question_id","option_id");--> statement-breakpoint
CREATE INDEX "survey_answers_response_index" ON "survey_answers" USING btree ("response_id");--> statement-breakpoint
CREATE INDEX "survey_options_question_index" ON "survey_options" USING btree ("question_id","sort");--> statement-breakpoint
CREATE INDEX "survey_questions_survey_index" ON "survey_questions" USING btree ("survey_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_respondent_unique" ON "survey_responses" USING btree ("survey_id","respondent_key");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_idempotency_unique" ON "survey_responses" USING btree ("survey_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "survey_responses_created_index" ON "survey_responses" USING btree ("survey_id","created_at","id");--> statement-breakpoint
CREATE INDEX "surveys_open_index" ON "surveys" USING btree ("status","opens_at","closes_at");--> statement-breakpoint
CREATE INDEX "surveys_updated_index" ON "surveys" USING btree ("updated_at","id");--> statement-breakpoint
ALTER TABLE "texts" ADD CONSTRAINT "texts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "texts_product_index" ON "texts" USING btree ("product_id");