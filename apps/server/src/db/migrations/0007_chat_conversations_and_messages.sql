CREATE TABLE "chat_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_chat_id" varchar(64) NOT NULL,
	"client_chat_name" varchar(30) NOT NULL,
	"user_id" integer,
	"agent_user_id" integer,
	"state" varchar(3) DEFAULT 'off' NOT NULL,
	"source_info_way" varchar(500),
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"seq" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"message_id" varchar(64) NOT NULL,
	"role" varchar(6) NOT NULL,
	"content_type" varchar(8) NOT NULL,
	"content" text NOT NULL,
	"agent_user_id" integer,
	"delivered" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_client_chat_id_unique" ON "chat_conversations" USING btree ("client_chat_id");--> statement-breakpoint
CREATE INDEX "chat_conversations_agent_state_index" ON "chat_conversations" USING btree ("agent_user_id","state");--> statement-breakpoint
CREATE INDEX "chat_conversations_user_index" ON "chat_conversations" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_conversation_message_unique" ON "chat_messages" USING btree ("conversation_id","message_id");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_seq_index" ON "chat_messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE INDEX "chat_messages_created_index" ON "chat_messages" USING btree ("created_at");