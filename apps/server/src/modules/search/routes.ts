import { pageQuery, permissions, singleLine, textTypes } from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, ok } from "../../platform/http/envelope.ts";
import { PrecompressedAnswer } from "../../platform/http/precompressed-answer.ts";
import { recordSearch } from "../statistics/use-cases/record-events.ts";
import { isWhitelisted } from "../whitelist/use-cases/is-whitelisted.ts";
import { presentResults } from "./present.ts";
import { searchKinds } from "./search-kinds.ts";

const searchQuery = pageQuery.extend({
  q: singleLine().max(50),
  kind: z.enum(searchKinds).optional(),
});

const searchResult = z.object({
  kind: z.enum(searchKinds),
  id: z.number(),
  title: z.string(),
  /** Plain text around the first match, never markup. */
  snippet: z.string(),
  /** The language the title and snippet are in. */
  language: z.string(),
  publishedAt: z.string(),
  /** A product's model, or the model of a document's product. */
  model: z.string().nullable(),
  textType: z.enum(textTypes).optional(),
  productId: z.number().nullable().optional(),
});

const searchAnswer = envelope(
  z.object({
    list: z.array(searchResult),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
    counts: z.object(
      Object.fromEntries(searchKinds.map((kind) => [kind, z.number()])) as {
        [Kind in (typeof searchKinds)[number]]: z.ZodNumber;
      },
    ),
  }),
);

/** `GET /api/search`: one search over products, documents, texts, forum posts and FAQs. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/search",
    {
      schema: {
        tags: ["search"],
        summary: "Searches every kind at once, ranked, with the count of each kind",
        querystring: searchQuery,
        response: { 200: searchAnswer },
      },
      onRequest: app.optionalUser,
      // The answer is compressed here, or sent as it is when short (PrecompressedAnswer).
      compress: false,
    },
    async (request, reply) => {
      const { q, kind, page, pageSize } = request.query;
      const auth = request.auth;
      // Staff open every document; a member only through the whitelist; a visitor never.
      const opensWhitelist = auth
        ? auth.permissions.has(permissions.managementAccess) ||
          auth.permissions.has(permissions.documentWrite) ||
          (await isWhitelisted({ db: app.db, userId: auth.userId, now: app.now() }))
        : false;
      const found = await app.searchIndex.search({
        query: q,
        kind,
        reader: { language: request.language, opensWhitelist },
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      // A search is recorded once, when its results are first asked for: a tab or a later
      // page of the same query is the reader looking through it, not searching again.
      if (kind === undefined && page === 1) {
        recordSearch({ db: app.db, now: app.now(), scope: "site", query: q, results: found.total });
      }
      // Built to the schema's type and with no codec in it, so it is serialized as it is: checking
      // it again on the way out cost 17 µs a request, as much as presenting it.
      const answer: z.output<typeof searchAnswer> = ok({
        list: presentResults(found.entries, q, request.language),
        total: found.total,
        page,
        pageSize,
        counts: found.counts,
      });
      // Compressed here in one call, when long enough to gain, rather than by the compression
      // plugin's stream, which costs several times what finding the answer does (a 3.5 KB page:
      // about 45 µs against 450 µs).
      return new PrecompressedAnswer(JSON.stringify(answer), "sentOnce").send(
        reply,
        "application/json; charset=utf-8",
      );
    },
  );
};
