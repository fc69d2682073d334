import type { FastifyInstance } from "fastify";
import { answerCache } from "../../../platform/http/precompressed-answer.ts";

/**
 * The forum's busiest reads as every reader sees them (a board's pages, hot posts), serialized
 * and compressed once per language: the same for a visitor, a member and a moderator. Kept 5 s
 * per instance; a forum write clears them at once on every instance sharing REDIS_URL.
 */
export const forumReads = answerCache("forum-public-reads", { maxEntries: 1_000, ttlMs: 5_000 });

/**
 * Adds to a route plugin a hook that clears the forum's kept reads once one of its writes has
 * succeeded (before the answer leaves, so a read right after it never sees the old page), and
 * one that catches the search index up, so a search right after it finds what was written.
 */
export function forgetForumReadsAfterWrites(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply) => {
    if (request.method !== "GET" && reply.statusCode < 400) forumReads.forget(app);
  });
  app.searchIndex.catchUpAfterWrites(app);
}
