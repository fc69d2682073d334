CREATE TABLE "search_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"record_id" integer NOT NULL,
	"transaction" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_changes_transaction_index" ON "search_changes" USING btree ("transaction");--> statement-breakpoint
CREATE INDEX "search_changes_changed_index" ON "search_changes" USING btree ("changed_at");--> statement-breakpoint
-- Every write of a searchable record is noted here by the database itself, whichever statement
-- makes it (the API, a moderator's action, a sweep, the seed): each instance reloads the
-- records noted since it last looked. An update is noted only when a column the index reads
-- changed, so counting a view or a download notes nothing.
CREATE FUNCTION "search_note_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "search_changes" ("kind", "record_id")
	VALUES (TG_ARGV[0], CASE WHEN TG_OP = 'DELETE' THEN OLD."id" ELSE NEW."id" END);
	RETURN NULL;
END
$$;--> statement-breakpoint
-- A version in another language changes what its record is found by.
CREATE FUNCTION "search_note_translation_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' AND OLD."kind" IN ('document', 'text', 'faq') THEN
		INSERT INTO "search_changes" ("kind", "record_id") VALUES (OLD."kind", OLD."record_id");
	END IF;
	IF TG_OP <> 'DELETE' AND NEW."kind" IN ('document', 'text', 'faq') THEN
		INSERT INTO "search_changes" ("kind", "record_id") VALUES (NEW."kind", NEW."record_id");
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_insert_delete" AFTER INSERT OR DELETE ON "products"
	FOR EACH ROW EXECUTE FUNCTION "search_note_change"('product');--> statement-breakpoint
CREATE TRIGGER "products_search_update" AFTER UPDATE ON "products"
	FOR EACH ROW WHEN ((OLD."model", OLD."name_zh", OLD."name_en", OLD."name_tw", OLD."summary_zh", OLD."summary_en", OLD."summary_tw", OLD."description_zh", OLD."description_en", OLD."description_tw", OLD."product_type", OLD."network_system", OLD."package_type", OLD."images", OLD."status", OLD."sort", OLD."parent_id") IS DISTINCT FROM (NEW."model", NEW."name_zh", NEW."name_en", NEW."name_tw", NEW."summary_zh", NEW."summary_en", NEW."summary_tw", NEW."description_zh", NEW."description_en", NEW."description_tw", NEW."product_type", NEW."network_system", NEW."package_type", NEW."images", NEW."status", NEW."sort", NEW."parent_id"))
	EXECUTE FUNCTION "search_note_change"('product');--> statement-breakpoint
CREATE TRIGGER "documents_search_insert_delete" AFTER INSERT OR DELETE ON "documents"
	FOR EACH ROW EXECUTE FUNCTION "search_note_change"('document');--> statement-breakpoint
CREATE TRIGGER "documents_search_update" AFTER UPDATE ON "documents"
	FOR EACH ROW WHEN ((OLD."product_id", OLD."name", OLD."type", OLD."language", OLD."access_level", OLD."description", OLD."updated_at") IS DISTINCT FROM (NEW."product_id", NEW."name", NEW."type", NEW."language", NEW."access_level", NEW."description", NEW."updated_at"))
	EXECUTE FUNCTION "search_note_change"('document');--> statement-breakpoint
CREATE TRIGGER "texts_search_insert_delete" AFTER INSERT OR DELETE ON "texts"
	FOR EACH ROW EXECUTE FUNCTION "search_note_change"('text');--> statement-breakpoint
CREATE TRIGGER "texts_search_update" AFTER UPDATE ON "texts"
	FOR EACH ROW WHEN ((OLD."type", OLD."language", OLD."title", OLD."summary", OLD."content", OLD."status", OLD."published_at") IS DISTINCT FROM (NEW."type", NEW."language", NEW."title", NEW."summary", NEW."content", NEW."status", NEW."published_at"))
	EXECUTE FUNCTION "search_note_change"('text');--> statement-breakpoint
CREATE TRIGGER "faqs_search_insert_delete" AFTER INSERT OR DELETE ON "faqs"
	FOR EACH ROW EXECUTE FUNCTION "search_note_change"('faq');--> statement-breakpoint
CREATE TRIGGER "faqs_search_update" AFTER UPDATE ON "faqs"
	FOR EACH ROW WHEN ((OLD."type_id", OLD."language", OLD."question", OLD."answer", OLD."status") IS DISTINCT FROM (NEW."type_id", NEW."language", NEW."question", NEW."answer", NEW."status"))
	EXECUTE FUNCTION "search_note_change"('faq');--> statement-breakpoint
CREATE TRIGGER "forum_posts_search_insert_delete" AFTER INSERT OR DELETE ON "forum_posts"
	FOR EACH ROW EXECUTE FUNCTION "search_note_change"('post');--> statement-breakpoint
CREATE TRIGGER "forum_posts_search_update" AFTER UPDATE ON "forum_posts"
	FOR EACH ROW WHEN ((OLD."board_id", OLD."title", OLD."content", OLD."status", OLD."hidden_by_reports") IS DISTINCT FROM (NEW."board_id", NEW."title", NEW."content", NEW."status", NEW."hidden_by_reports"))
	EXECUTE FUNCTION "search_note_change"('post');--> statement-breakpoint
CREATE TRIGGER "content_translations_search" AFTER INSERT OR UPDATE OR DELETE ON "content_translations"
	FOR EACH ROW EXECUTE FUNCTION "search_note_translation_change"();
