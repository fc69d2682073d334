CREATE TABLE "forum_search_postings" (
	"token" text NOT NULL,
	"post_id" integer NOT NULL,
	CONSTRAINT "forum_search_postings_token_post_id_pk" PRIMARY KEY("token","post_id")
);
--> statement-breakpoint
CREATE TABLE "forum_search_token_counts" (
	"token" text PRIMARY KEY NOT NULL,
	"posts" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "forum_posts_search_index";--> statement-breakpoint
ALTER TABLE "forum_search_postings" ADD CONSTRAINT "forum_search_postings_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_search_postings_post_index" ON "forum_search_postings" USING btree ("post_id");--> statement-breakpoint
-- The postings and the token counts follow the posts whichever statement writes them
-- (publishing, the audit, reports, deletion): a post's tokens are listed and counted while it
-- is published and not hidden by reports, so a search reads no post to find or count matches.
-- The counts are locked and raised in token order, so two writers never wait on each other
-- crosswise.
CREATE FUNCTION "forum_posts_search_postings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."status" = 'published' AND NOT OLD."hidden_by_reports" THEN
		PERFORM 1 FROM "forum_search_token_counts"
		WHERE "token" = ANY (OLD."search_tokens") ORDER BY "token" FOR UPDATE;
		UPDATE "forum_search_token_counts" SET "posts" = "posts" - 1
		WHERE "token" = ANY (OLD."search_tokens");
		DELETE FROM "forum_search_postings" WHERE "post_id" = OLD."id";
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		IF NEW."status" = 'published' AND NOT NEW."hidden_by_reports" THEN
			INSERT INTO "forum_search_postings" ("token", "post_id")
			SELECT DISTINCT "token", NEW."id" FROM unnest(NEW."search_tokens") AS "token";
			INSERT INTO "forum_search_token_counts" ("token", "posts")
			SELECT DISTINCT "token", 1 FROM unnest(NEW."search_tokens") AS "token" ORDER BY "token"
			ON CONFLICT ("token") DO UPDATE SET "posts" = "forum_search_token_counts"."posts" + 1;
		END IF;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "forum_posts_search_postings_insert" AFTER INSERT ON "forum_posts"
	FOR EACH ROW EXECUTE FUNCTION "forum_posts_search_postings"();--> statement-breakpoint
CREATE TRIGGER "forum_posts_search_postings_update"
	AFTER UPDATE OF "search_tokens", "status", "hidden_by_reports" ON "forum_posts"
	FOR EACH ROW
	WHEN (OLD."search_tokens" IS DISTINCT FROM NEW."search_tokens"
		OR (OLD."status" = 'published' AND NOT OLD."hidden_by_reports")
			IS DISTINCT FROM (NEW."status" = 'published' AND NOT NEW."hidden_by_reports"))
	EXECUTE FUNCTION "forum_posts_search_postings"();--> statement-breakpoint
CREATE TRIGGER "forum_posts_search_postings_delete" AFTER DELETE ON "forum_posts"
	FOR EACH ROW EXECUTE FUNCTION "forum_posts_search_postings"();--> statement-breakpoint
-- Posts written before this migration (the demo forum, existing installs).
INSERT INTO "forum_search_postings" ("token", "post_id")
SELECT DISTINCT "token", "forum_posts"."id"
FROM "forum_posts", unnest("forum_posts"."search_tokens") AS "token"
WHERE "forum_posts"."status" = 'published' AND NOT "forum_posts"."hidden_by_reports";--> statement-breakpoint
INSERT INTO "forum_search_token_counts" ("token", "posts")
SELECT "token", count(*)::int FROM "forum_search_postings" GROUP BY "token";
