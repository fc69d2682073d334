import {
  compareQuery,
  compareResponse,
  type Language,
  languages,
  type Page,
  pageOf,
  permissions,
  productDetail,
  productDictionaryResponse,
  productFilterCounts,
  productFilters,
  productIdBody,
  productIdQuery,
  productListItem,
  productListQuery,
  productTreeNode,
} from "@portal/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { attachmentDisposition } from "../../platform/http/content-disposition.ts";
import { envelope, ok } from "../../platform/http/envelope.ts";
import { sendCachedAnswer } from "../../platform/http/precompressed-answer.ts";
import { xlsxContentType } from "../../platform/spreadsheet/sheet.ts";
import {
  recordComparison,
  recordProductView as recordProductDetailView,
  recordSearch,
} from "../statistics/use-cases/record-events.ts";
import { comparisonOf } from "./compare.ts";
import { catalogueWorkbook, comparisonWorkbook } from "./excel-export.ts";
import { keywordPageQuery, twinLanguage, twinPrefixes } from "./paths.ts";
import {
  type Presentation,
  type ProductListRow,
  presentDetail,
  presentListItem,
  presentListPage,
  presentProductTree,
  productDictionaryIn,
} from "./present.ts";
import { catalogueReads } from "./public-cache.ts";
import { compareProducts } from "./use-cases/compare-products.ts";
import { countFilterOptions } from "./use-cases/count-filter-options.ts";
import { findProductDetail } from "./use-cases/find-product-detail.ts";
import { listCatalogue } from "./use-cases/list-catalogue.ts";
import { listPublishedProducts } from "./use-cases/list-published-products.ts";
import { listRelatedProducts } from "./use-cases/list-related-products.ts";
import { listTopLevelProducts } from "./use-cases/list-top-level-products.ts";
import { recordProductView } from "./use-cases/record-product-view.ts";
import { chinaCalendarDay, visitorKey } from "./views.ts";

const exportQuery = productFilters.extend({
  ids: compareQuery.shape.ids.optional(),
  lang: z.enum(languages).optional(),
});

const dictionaryMaxAgeSeconds = 300;

const listPageResponse = envelope(pageOf(productListItem));
const filterCountsResponse = envelope(productFilterCounts);
const comparisonResponse = envelope(compareResponse);
const productTreeResponse = envelope(z.array(productTreeNode));

/** The public catalogue: lists, filters, detail, comparison, export and the view count. */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = catalogueReads.of(app);
  const presentation = (language: Language): Presentation => ({
    language,
    siteHost: app.config.siteHost,
  });
  const mayEdit = (request: FastifyRequest) =>
    request.auth?.permissions.has(permissions.productWrite) ?? false;
  /** A page of the published catalogue in the request's language, kept as catalogue reads are. */
  const sendListPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    route: string,
    list: () => Promise<Page<ProductListRow>>,
  ) => {
    const language = request.language;
    return sendCachedAnswer(
      reply,
      { cache, key: [route, language, request.query], responseSchema: listPageResponse },
      async () => ok(presentListPage(await list(), presentation(language))),
    );
  };

  app.get(
    "/product/getList",
    {
      schema: {
        tags: ["product"],
        summary: "Published products by type, network system, package type and keyword",
        querystring: productListQuery,
        response: { 200: listPageResponse },
      },
    },
    async (request, reply) =>
      sendListPage(request, reply, "getList", async () => {
        const page = await listCatalogue({
          db: app.db,
          search: app.searchIndex,
          ...request.query,
        });
        // Only a search the cache has not answered in the last seconds is counted.
        recordSearch({
          db: app.db,
          now: app.now(),
          scope: "catalogue",
          query: request.query.keyword,
          results: page.total,
        });
        return page;
      }),
  );

  app.get(
    "/product/getFilterCounts",
    {
      schema: {
        tags: ["product"],
        summary: "How many published products each filter option leaves (other filters applied)",
        querystring: productFilters,
        response: { 200: filterCountsResponse },
      },
    },
    async (request, reply) =>
      sendCachedAnswer(
        reply,
        { cache, key: ["getFilterCounts", request.query], responseSchema: filterCountsResponse },
        async () => ok(await countFilterOptions({ db: app.db, ...request.query })),
      ),
  );

  for (const { prefix, chinese } of twinPrefixes) {
    app.get(
      `${prefix}/dict`,
      {
        schema: {
          tags: ["product"],
          summary: `Product options and parameter dictionary (${chinese ? "Chinese" : "English"})`,
          response: { 200: envelope(productDictionaryResponse) },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", `public, max-age=${dictionaryMaxAgeSeconds}`);
        reply.header("vary", "accept-language");
        return ok(productDictionaryIn(twinLanguage(request, chinese)));
      },
    );

    app.get(
      `${prefix}/query`,
      {
        schema: {
          tags: ["product"],
          summary: `A product's detail (${chinese ? "Chinese" : "English"}); drafts for editors only`,
          querystring: productIdQuery,
          response: { 200: envelope(productDetail) },
        },
        onRequest: app.optionalUser,
      },
      async (request) => {
        const { product, family } = await findProductDetail({
          db: app.db,
          id: request.query.id,
          includeDrafts: mayEdit(request),
        });
        recordProductDetailView({
          db: app.db,
          now: app.now(),
          productId: product.id,
          model: product.model,
        });
        return ok(presentDetail(product, family, presentation(twinLanguage(request, chinese))));
      },
    );

    app.get(
      `${prefix}/compare`,
      {
        schema: {
          tags: ["product"],
          summary: `2 to 4 published products side by side (${chinese ? "Chinese" : "English"})`,
          querystring: compareQuery,
          response: { 200: comparisonResponse },
        },
      },
      async (request, reply) => {
        const language = twinLanguage(request, chinese);
        const { ids } = request.query;
        recordComparison({ db: app.db, now: app.now(), productIds: ids });
        const key = ["compare", language, ids];
        return sendCachedAnswer(
          reply,
          { cache, key, responseSchema: comparisonResponse },
          async () => {
            const comparison = comparisonOf(await compareProducts({ db: app.db, ids }), language);
            const shown = presentation(language);
            return ok({
              products: comparison.products.map((product) => presentListItem(product, shown)),
              rows: comparison.rows,
            });
          },
        );
      },
    );
  }

  app.get(
    "/product/exportExcel",
    {
      schema: {
        tags: ["product"],
        summary: "The comparison of `ids` (or the filtered catalogue) as an .xlsx workbook",
        querystring: exportQuery,
        produces: [xlsxContentType],
      },
    },
    async (request, reply) => {
      const { ids, lang, ...filters } = request.query;
      const language = lang ?? request.language;
      const onError = (error: unknown) =>
        request.log.error({ err: error }, "the Excel export failed while streaming");
      const download = ids
        ? comparisonWorkbook(
            comparisonOf(await compareProducts({ db: app.db, ids }), language),
            language,
            onError,
          )
        : await catalogueWorkbook({
            db: app.db,
            filters,
            language,
            day: chinaCalendarDay(app.now()),
            onError,
          });
      reply.header("content-type", xlsxContentType);
      reply.header("content-disposition", attachmentDisposition(download.fileName));
      reply.header("cache-control", "no-store");
      return reply.send(download.stream);
    },
  );

  app.get(
    "/product/getProductTree",
    {
      schema: {
        tags: ["product"],
        summary: "Every category with its published products and their published children",
        response: { 200: productTreeResponse },
      },
    },
    async (request, reply) => {
      const language = request.language;
      return sendCachedAnswer(
        reply,
        { cache, key: ["getProductTree", language], responseSchema: productTreeResponse },
        async () =>
          ok(
            presentProductTree(await listPublishedProducts({ db: app.db }), presentation(language)),
          ),
      );
    },
  );

  app.get(
    "/product/getMainProductList",
    {
      schema: {
        tags: ["product"],
        summary: "Published modules (2G, 4G, NB-IoT, 5G) that belong to no other product",
        querystring: keywordPageQuery,
        response: { 200: listPageResponse },
      },
    },
    async (request, reply) =>
      sendListPage(request, reply, "getMainProductList", () =>
        listTopLevelProducts({ db: app.db, modulesOnly: true, ...request.query }),
      ),
  );

  app.get(
    "/product/getProductListWithoutChild",
    {
      schema: {
        tags: ["product"],
        summary: "Published products that belong to no other product",
        querystring: keywordPageQuery,
        response: { 200: listPageResponse },
      },
    },
    async (request, reply) =>
      sendListPage(request, reply, "getProductListWithoutChild", () =>
        listTopLevelProducts({ db: app.db, ...request.query }),
      ),
  );

  app.get(
    "/product/getProductRelated",
    {
      schema: {
        tags: ["product"],
        summary: "The products related to a product: published ones; editors also see drafts",
        querystring: productIdQuery,
        response: { 200: envelope(z.array(productListItem)) },
      },
      onRequest: app.optionalUser,
    },
    async (request) => {
      const related = await listRelatedProducts({
        db: app.db,
        id: request.query.id,
        includeDrafts: mayEdit(request),
      });
      const shown = presentation(request.language);
      return ok(related.map((row) => presentListItem(row, shown)));
    },
  );

  app.post(
    "/product/addNum",
    {
      schema: {
        tags: ["product"],
        summary: "Count a view of a product (once per visitor and day); answers the view count",
        body: productIdBody,
        response: { 200: envelope(z.object({ viewCount: z.number() })) },
      },
      onRequest: app.optionalUser,
    },
    async (request) => {
      const viewCount = await recordProductView({
        db: app.db,
        productId: request.body.id,
        visitor: visitorKey(
          request.auth
            ? { userId: request.auth.userId }
            : { address: request.ip, userAgent: request.headers["user-agent"] ?? "" },
        ),
        day: chinaCalendarDay(app.now()),
      });
      return ok({ viewCount });
    },
  );
};
