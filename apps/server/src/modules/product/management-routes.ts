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
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { emptyEnvelope, envelope, idEnvelope, ok } from "../../platform/http/envelope.ts";
import { withSiteHost } from "../../platform/http/site-host.ts";
import { keywordPageQuery, twinLanguage, twinPrefixes } from "./paths.ts";
import { presentAdminRow, presentListPage, presentRecord } from "./present.ts";
import { catalogueReads } from "./public-cache.ts";
import { createProduct } from "./use-cases/create-product.ts";
import { getProductRecord } from "./use-cases/get-product-record.ts";
import { listAdminProducts } from "./use-cases/list-admin-products.ts";
import { listRelationCandidates } from "./use-cases/list-relation-candidates.ts";
import { modifyProduct } from "./use-cases/modify-product.ts";
import { removeProduct } from "./use-cases/remove-product.ts";
import { setProductSort } from "./use-cases/set-product-sort.ts";
import { setProductStatus } from "./use-cases/set-product-status.ts";
import { uploadProductImage } from "./use-cases/upload-product-image.ts";

const relationCandidatesQuery = keywordPageQuery.extend({
  excludeId: recordIdFromText.optional(),
});
const boardAndTerminalListQuery = productAdminListQuery.omit({ scope: true });

/** The management area's product paths; every one needs `product:write`. */
export const productManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requirePermission(permissions.productWrite));
  // The catalogue's keyword list and the site search find a change as soon as it is answered.
  app.searchIndex.catchUpAfterWrites(app);
  // Before the answer leaves, so that the editor's own next read already sees the change.
  app.addHook("onSend", async (request, reply) => {
    if (request.method === "POST" && reply.statusCode < 300) catalogueReads.forget(app);
  });

  const writing = () => ({ db: app.db, now: app.now(), siteHost: app.config.siteHost });

  async function adminPage(query: ProductAdminListQuery, language: Language) {
    const page = await listAdminProducts({ db: app.db, ...query });
    const shown = { language, siteHost: app.config.siteHost };
    return ok({ ...page, list: page.list.map((row) => presentAdminRow(row, shown)) });
  }

  app.get(
    "/product/queryRelated",
    {
      schema: {
        tags: ["product"],
        summary: "Products of any status that may be related to `excludeId`",
        security: bearerSecurity,
        querystring: relationCandidatesQuery,
        response: { 200: envelope(pageOf(productListItem)) },
      },
    },
    async (request) => {
      const page = await listRelationCandidates({ db: app.db, ...request.query });
      return ok(
        presentListPage(page, { language: request.language, siteHost: app.config.siteHost }),
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
          security: bearerSecurity,
          querystring: productAdminListQuery,
          response: { 200: envelope(pageOf(productAdminRow)) },
        },
      },
      async (request) => adminPage(request.query, twinLanguage(request, chinese)),
    );

    app.post(
      `${prefix}/addProductInfo`,
      {
        schema: {
          tags: ["product"],
          summary: `Create a product (messages in ${language})`,
          security: bearerSecurity,
          body: productInput,
          response: { 200: idEnvelope },
        },
      },
      async (request) => {
        const id = await createProduct({
          ...writing(),
          userId: request.currentUser().userId,
          ...request.body,
        });
        return ok({ id });
      },
    );

    app.post(
      `${prefix}/modifyProductInfo`,
      {
        schema: {
          tags: ["product"],
          summary: `Edit a product (messages in ${language})`,
          security: bearerSecurity,
          body: modifyProductInput,
          response: { 200: idEnvelope },
        },
      },
      async (request) => ok({ id: await modifyProduct({ ...writing(), ...request.body }) }),
    );
  }

  app.get(
    "/product/developmentBoardAndTerminal/baseInfo",
    {
      schema: {
        tags: ["product"],
        summary: "Management table of development boards and terminals",
        security: bearerSecurity,
        querystring: boardAndTerminalListQuery,
        response: { 200: envelope(pageOf(productAdminRow)) },
      },
    },
    async (request) => adminPage({ ...request.query, scope: "boardAndTerminal" }, request.language),
  );

  app.post(
    "/product/developmentBoardAndTerminal/add",
    {
      schema: {
        tags: ["product"],
        summary: "Create a development board or terminal",
        security: bearerSecurity,
        body: productInput,
        response: { 200: idEnvelope },
      },
    },
    async (request) => {
      const id = await createProduct({
        ...writing(),
        userId: request.currentUser().userId,
        boardOrTerminalOnly: true,
        ...request.body,
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
        security: bearerSecurity,
        body: modifyProductInput,
        response: { 200: idEnvelope },
      },
    },
    async (request) =>
      ok({
        id: await modifyProduct({ ...writing(), boardOrTerminalOnly: true, ...request.body }),
      }),
  );

  app.get(
    "/product/getProductInfo",
    {
      schema: {
        tags: ["product"],
        summary: "A product in every language, for the edit form",
        security: bearerSecurity,
        querystring: productIdQuery,
        response: { 200: envelope(productRecord) },
      },
    },
    async (request) => {
      const { row, relatedIds } = await getProductRecord({ db: app.db, id: request.query.id });
      return ok(presentRecord(row, relatedIds));
    },
  );

  app.post(
    "/product/removeProductInfo",
    {
      schema: {
        tags: ["product"],
        summary: "Delete a product (409 while it has sub-products or documents)",
        security: bearerSecurity,
        body: productIdBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await removeProduct({ db: app.db, id: request.body.id });
      return ok(null);
    },
  );

  app.post(
    "/product/updateStatus",
    {
      schema: {
        tags: ["product"],
        summary: "Publish or withdraw a product",
        security: bearerSecurity,
        body: productStatusBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await setProductStatus({ db: app.db, now: app.now(), ...request.body });
      return ok(null);
    },
  );

  app.post(
    "/product/updateSort",
    {
      schema: {
        tags: ["product"],
        summary: "Set a product's place in the catalogue",
        security: bearerSecurity,
        body: productSortBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await setProductSort({ db: app.db, now: app.now(), ...request.body });
      return ok(null);
    },
  );

  app.post(
    "/product/uploadImage",
    {
      schema: {
        tags: ["product"],
        summary: "Upload a product image (PNG, JPEG, WebP; at most 5 MB)",
        security: bearerSecurity,
        consumes: ["multipart/form-data"],
        response: { 200: envelope(z.object({ url: z.string() })) },
      },
    },
    async (request) => {
      const file = await request.file({ limits: { fileSize: productLimits.imageMaxBytes } });
      const url = await uploadProductImage({ publicFiles: app.publicFiles, file });
      return ok({ url: withSiteHost(app.config.siteHost, url) ?? url });
    },
  );
};
