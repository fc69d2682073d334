-- The forum's search moved to the in-memory search index of every instance (the search module):
-- its postings, their counts, the triggers that kept them and the matching function go.
DROP TRIGGER "forum_posts_search_postings_insert" ON "forum_posts";--> statement-breakpoint
DROP TRIGGER "forum_posts_search_postings_update" ON "forum_posts";--> statement-breakpoint
DROP TRIGGER "forum_posts_search_postings_delete" ON "forum_posts";--> statement-breakpoint
DROP FUNCTION "forum_posts_search_postings"();--> statement-breakpoint
DROP FUNCTION "forum_search_matches"(text[], integer, integer, integer);--> statement-breakpoint
DROP TABLE "forum_search_postings" CASCADE;--> statement-breakpoint
DROP TABLE "forum_search_token_counts" CASCADE;--> statement-breakpoint
ALTER TABLE "forum_posts" DROP COLUMN "search_tokens";