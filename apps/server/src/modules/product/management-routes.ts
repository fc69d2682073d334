import {
  type Language,
  modifyProductInput,
  type ProductAdminListQuery,
  pageOf,
  permissions,
  productAdminListQuery,
  productAdminRow,
  productIdBody,
  productIdQuery,
  productInput,
  productLimits,
  productListItem,
  productRecord,
  productSortBody,
  productStatusBody,
  recordIdFromText,
} from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, ok } from "../../platform/http/envelope.ts";
import { withSiteHost } from "../../platform/http/site-host.ts";
import { storeProductImage } from "./image-upload.ts";
import { presentAdminRow, presentListPage, presentRecord } from "./present.ts";
import { forgetCatalogueReads } from "./public-cache.ts";
import { keywordPageQuery, requestLanguage, twinLanguage, twinPrefixes } from "./routes.ts";
import {
  createProduct,
  findProductRecord,
  listAdminProducts,
  listRelationCandidates,
  modifyProduct,
  removeProduct,
  setProductSort,
  setProductStatus,
} from "./service.ts";

const security = [{ bearer: [] }];
const done = envelope(z.null());
const createdId = envelope(z.object({ id: z.number() }));

const relationCandidatesQuery = keywordPageQuery.extend({
  excludeId: recordIdFromText.optional(),
});
const boardAndTerminalListQuery = productAdminListQuery.omit({ scope: true });

/** The management area's product paths; every one needs `product:write`. */
export const productManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const requireProductWrite = app.requirePermission(permissions.productWrite);
  // Before the answer leaves, so that the editor's own next read already sees the change.
  app.addHook("onSend", async (request, reply) => {
    if (request.method === "POST" && reply.statusCode < 300) forgetCatalogueReads(ctx.db);
  });

  async function adminPage(query: ProductAdminListQuery, language: Language) {
    const page = await listAdminProducts(ctx.db, query);
    const shown = { language, siteHost: ctx.config.siteHost };
    return ok({ ...page, list: page.list.map((row) => presentAdminRow(row, shown)) });
  }

  app.get(
    "/product/queryRelated",
    {
      schema: {
        tags: ["product"],
        summary: "Products of any status that may be related to `excludeId`",
        security,
        querystring: relationCandidatesQuery,
        response: { 200: envelope(pageOf(productListItem)) },
      },
      onRequest: requireProductWrite,
    },
    async (request) => {
      const page = await listRelationCandidates(ctx.db, request.query);
      return ok(
        presentListPage(page, {
          language: requestLanguage(request),
          siteHost: ctx.config.siteHost,
        }),
      );
    },
  );

  for (const { prefix, chinese } of twinPrefixes) {
    const language = chinese ? "Chinese" : "English";
    app.get(
      `${prefix}/baseInfo`,
      {
        schema: {
          tags: ["product"],
          summary: `Management table of products, any status (${language})`,
          security,
          querystring: productAdminListQuery,
          response: { 200: envelope(pageOf(productAdminRow)) },
        },
        onRequest: requireProductWrite,
      },
      async (request) => adminPage(request.query, twinLanguage(request, chinese)),
    );

    app.post(
      `${prefix}/addProductInfo`,
      {
        schema: {
          tags: ["product"],
          summary: `Create a product (messages in ${language})`,
          security,
          body: productInput,
          response: { 200: createdId },
        },
        onRequest: requireProductWrite,
      },
      async (request) => {
        const { userId } = request.currentUser();
        return ok({ id: await createProduct({ ctx, input: request.body, userId }) });
      },
    );

    app.post(
      `${prefix}/modifyProductInfo`,
      {
        schema: {
          tags: ["product"],
          summary: `Edit a product (messages in ${language})`,
          security,
          body: modifyProductInput,
          response: { 200: createdId },
        },
        onRequest: requireProductWrite,
      },
      async (request) => ok({ id: await modifyProduct({ ctx, input: request.body }) }),
    );
  }

  app.get(
    "/product/developmentBoardAndTerminal/baseInfo",
    {
      schema: {
        tags: ["product"],
        summary: "Management table of development boards and terminals",
        security,
        querystring: boardAndTerminalListQuery,
        response: { 200: envelope(pageOf(productAdminRow)) },
      },
      onRequest: requireProductWrite,
    },
    async (request) =>
      adminPage({ ...request.query, scope: "boardAndTerminal" }, requestLanguage(request)),
  );

  app.post(
    "/product/developmentBoardAndTerminal/add",
    {
      schema: {
        tags: ["product"],
        summary: "Create a development board or terminal",
        security,
        body: productInput,
        response: { 200: createdId },
      },
      onRequest: requireProductWrite,
    },
    async (request) => {
      const { userId } = request.currentUser();
      const id = await createProduct({
        ctx,
        input: request.body,
        userId,
        boardOrTerminalOnly: true,
      });
      return ok({ id });
    },
  );

  app.post(
    "/product/developmentBoardAndTerminal/modify",
    {
      schema: {
        tags: ["product"],
        summary: "Edit a development board or terminal",
        security,
        body: modifyProductInput,
        response: { 200: createdId },
      },
      onRequest: requireProductWrite,
    },
    async (request) =>
      ok({ id: await modifyProduct({ ctx, input: request.body, boardOrTerminalOnly: true }) }),
  );

  app.get(
    "/product/getProductInfo",
    {
      schema: {
        tags: ["product"],
        summary: "A product in every language, for the edit form",
        security,
        querystring: productIdQuery,
        response: { 200: envelope(productRecord) },
      },
      onRequest: requireProductWrite,
    },
    async (request) => {
      const { row, relatedIds } = await findProductRecord(ctx.db, request.query.id);
      return ok(presentRecord(row, relatedIds));
    },
  );

  app.post(
    "/product/removeProductInfo",
    {
      schema: {
        tags: ["product"],
        summary: "Delete a product (409 while it has sub-products or documents)",
        security,
        body: productIdBody,
        response: { 200: done },
      },
      onRequest: requireProductWrite,
    },
    async (request) => {
      await removeProduct(ctx.db, request.body.id);
      return ok(null);
    },
  );

  app.post(
    "/product/updateStatus",
    {
      schema: {
        tags: ["product"],
        summary: "Publish or withdraw a product",
        security,
        body: productStatusBody,
        response: { 200: done },
      },
      onRequest: requireProductWrite,
    },
    async (request) => {
      await setProductStatus(ctx, request.body.id, request.body.status);
      return ok(null);
    },
  );

  app.post(
    "/product/updateSort",
    {
      schema: {
        tags: ["product"],
        summary: "Set a product's place in the catalogue",
        security,
        body: productSortBody,
        response: { 200: done },
      },
      onRequest: requireProductWrite,
    },
    async (request) => {
      await setProductSort(ctx, request.body.id, request.body.sort);
      return ok(null);
    },
  );

  app.post(
    "/product/uploadImage",
    {
      schema: {
        tags: ["product"],
        summary: "Upload a product image (PNG, JPEG, WebP; at most 5 MB)",
        security,
        consumes: ["multipart/form-data"],
        response: { 200: envelope(z.object({ url: z.string() })) },
      },
      onRequest: requireProductWrite,
    },
    async (request) => {
      const file = await request.file({ limits: { fileSize: productLimits.imageMaxBytes } });
      const url = await storeProductImage(ctx, file);
      return ok({ url: withSiteHost(ctx.config.siteHost, url) ?? url });
    },
  );
};
