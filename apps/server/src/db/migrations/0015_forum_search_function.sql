-- A search in one statement: each statement a search sends costs a round trip. Given the
-- keyword's tokens (distinct), it answers one page of the matching visible posts' ids, newest
-- first, with their count and whether older posts were left out.
-- A single token: its postings give the page and forum_search_token_counts the count. Several:
-- the newest scan_limit postings of the rarest token are the candidates, kept when they hold
-- each other token, from the rarest to the most common. A token about as rare as the first is
-- read over the candidates' id range in one index scan; a common one (whose range holds far
-- more postings than there are candidates) is looked up once per candidate instead.
-- Each statement inside is planned for its values (plan_cache_mode): a plan made once for any
-- token misjudged how many postings a token has and took three to four times longer on PGlite.
CREATE FUNCTION "forum_search_matches"(
	"search_tokens" text[], "page_size" integer, "page_offset" integer, "scan_limit" integer
) RETURNS TABLE ("post_ids" integer[], "total" integer, "capped" boolean)
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_custom_plan AS $$
DECLARE
	"tokens_by_rarity" text[];
	"counts_by_rarity" integer[];
	"rarest_posts" integer;
	"scanned" integer;
	"candidates" integer[];
	"oldest" integer;
	"newest" integer;
	"other" integer;
BEGIN
	SELECT array_agg("c"."token" ORDER BY "c"."posts", "c"."token"),
		array_agg("c"."posts" ORDER BY "c"."posts", "c"."token")
	INTO "tokens_by_rarity", "counts_by_rarity"
	FROM "forum_search_token_counts" AS "c"
	WHERE "c"."token" = ANY ("search_tokens") AND "c"."posts" > 0;
	-- A token no visible post holds matches nothing.
	IF cardinality("search_tokens") = 0
		OR coalesce(cardinality("tokens_by_rarity"), 0) < cardinality("search_tokens") THEN
		RETURN QUERY SELECT '{}'::integer[], 0, false;
		RETURN;
	END IF;
	"rarest_posts" := "counts_by_rarity"[1];
	IF cardinality("tokens_by_rarity") = 1 THEN
		RETURN QUERY SELECT array(
			SELECT "p"."post_id" FROM "forum_search_postings" AS "p"
			WHERE "p"."token" = "tokens_by_rarity"[1]
			ORDER BY "p"."post_id" DESC LIMIT "page_size" OFFSET "page_offset"
		), "rarest_posts", false;
		RETURN;
	END IF;
	"scanned" := least("rarest_posts", "scan_limit");
	"candidates" := array(
		SELECT "p"."post_id" FROM "forum_search_postings" AS "p"
		WHERE "p"."token" = "tokens_by_rarity"[1]
		ORDER BY "p"."post_id" DESC LIMIT "scanned"
	);
	"newest" := "candidates"[1];
	"oldest" := "candidates"[cardinality("candidates")];
	FOR "other" IN 2 .. cardinality("tokens_by_rarity") LOOP
		EXIT WHEN cardinality("candidates") = 0;
		IF "counts_by_rarity"["other"] <= 8 * "rarest_posts" THEN
			"candidates" := array(
				SELECT "candidate"."id" FROM unnest("candidates") AS "candidate"("id")
				WHERE "candidate"."id" IN (
					SELECT "o"."post_id" FROM "forum_search_postings" AS "o"
					WHERE "o"."token" = "tokens_by_rarity"["other"]
						AND "o"."post_id" BETWEEN "oldest" AND "newest"
				)
				ORDER BY "candidate"."id" DESC
			);
		ELSE
			-- OFFSET 0 keeps the check a key lookup per candidate: as a join, the planner may
			-- read all of a common token's postings.
			"candidates" := array(
				SELECT "candidate"."id" FROM unnest("candidates") AS "candidate"("id")
				WHERE EXISTS (
					SELECT 1 FROM "forum_search_postings" AS "o"
					WHERE "o"."token" = "tokens_by_rarity"["other"]
						AND "o"."post_id" = "candidate"."id"
					OFFSET 0
				)
				ORDER BY "candidate"."id" DESC
			);
		END IF;
	END LOOP;
	RETURN QUERY SELECT "candidates"["page_offset" + 1 : "page_offset" + "page_size"],
		coalesce(cardinality("candidates"), 0), "scanned" < "rarest_posts";
END
$$;
