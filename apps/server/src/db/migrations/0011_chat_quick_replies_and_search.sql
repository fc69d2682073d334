CREATE TABLE "chat_quick_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_user_id" integer NOT NULL,
	"content" text NOT NULL,
	"sort_order" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_quick_replies" ADD CONSTRAINT "chat_quick_replies_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_quick_replies_agent_order_index" ON "chat_quick_replies" USING btree ("agent_user_id","sort_order");--> statement-breakpoint
CREATE INDEX "chat_conversations_last_message_index" ON "chat_conversations" USING btree ("last_message_at");--> statement-breakpoint
CREATE INDEX "chat_conversations_agent_last_message_index" ON "chat_conversations" USING btree ("agent_user_id","last_message_at");--> statement-breakpoint
CREATE INDEX "chat_messages_agent_conversation_index" ON "chat_messages" USING btree ("agent_user_id","conversation_id") WHERE "chat_messages"."agent_user_id" is not null;