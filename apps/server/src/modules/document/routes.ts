import type { Readable } from "node:stream";
import {
  addDocumentFields,
  addVersionFields,
  documentFamily,
  documentItem,
  documentSearchQuery,
  downloadRecordItem,
  feedbackBody,
  feedbackItem,
  findFeedbacksQuery,
  modifyDocumentBody,
  modifyFeedbackBody,
  pageOf,
  pageQuery,
  permissions,
  productIdQuery,
  recordId,
  recordIdFromText,
  validateVersionQuery,
} from "@portal/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { attachmentDisposition } from "../../platform/http/content-disposition.ts";
import { envelope, ok } from "../../platform/http/envelope.ts";
import { languageFromHeader } from "../../platform/i18n/messages.ts";
import { documentViewerOf } from "./access.ts";
import {
  listDownloadRecords,
  openDownload,
  productPackage,
  watermarkedDownload,
} from "./downloads.ts";
import { findFeedback, handleFeedback, listOwnFeedback, submitFeedback } from "./feedback.ts";
import {
  addDocument,
  addVersion,
  childDocuments,
  getDocument,
  getDocumentWithFamily,
  listProductDocuments,
  modifyDocument,
  parentDocuments,
  removeDocument,
  searchDocuments,
  validateVersion,
} from "./service.ts";
import { receiveDocumentUpload } from "./upload.ts";

const security = [{ bearer: [] }];
const done = envelope(z.null());
const documentIdQuery = z.object({ id: recordIdFromText });
const documentIdBody = z.object({ id: recordId });
const downloadFileQuery = z
  .object({ id: recordIdFromText.optional(), versionId: recordIdFromText.optional() })
  .refine((query) => query.id !== undefined || query.versionId !== undefined, {
    error: "document.downloadTarget",
    path: ["id"],
  });
const downloadRecordsQuery = pageQuery.extend({ documentId: recordIdFromText.optional() });
/** Uploads are multipart: the fields are validated in the handler, beside the streamed file. */
const multipartUpload = { consumes: ["multipart/form-data"] };
/** File answers are binary: no JSON schema, documented as such. */
const fileAnswer = { produces: ["application/octet-stream"] };
/** Fastify would answer HEAD by running the handler, counting a download that never happened. */
const withoutHeadRoute = { exposeHeadRoute: false };

function viewerOf(request: FastifyRequest) {
  return documentViewerOf(request.server.ctx.db, request.auth);
}

function sendFile(
  reply: FastifyReply,
  file: { stream: Readable | Uint8Array; fileName: string; mimeType: string; size?: number },
) {
  reply
    .header("content-type", file.mimeType)
    .header("content-disposition", attachmentDisposition(file.fileName))
    // Every download is counted and may be personal (watermark): never from a cache.
    .header("cache-control", "private, no-store");
  if (file.size !== undefined) reply.header("content-length", file.size);
  return reply.send(file.stream);
}

export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    "/document/getProductDocuments",
    {
      schema: {
        tags: ["document"],
        summary:
          "Every document of a product, each with its versions and whether you may download it",
        querystring: z.object({ productId: recordIdFromText }),
        response: { 200: envelope(z.array(documentItem)) },
      },
      onRequest: app.optionalUser,
    },
    async (request) =>
      ok(await listProductDocuments(ctx.db, await viewerOf(request), request.query.productId)),
  );

  app.get(
    "/document/queryDocument",
    {
      schema: {
        tags: ["document"],
        summary: "Searches the document centre, newest first",
        querystring: documentSearchQuery,
        response: { 200: envelope(pageOf(documentItem)) },
      },
      onRequest: app.optionalUser,
    },
    async (request) => ok(await searchDocuments(ctx.db, await viewerOf(request), request.query)),
  );

  app.get(
    "/document/getDocument",
    {
      schema: {
        tags: ["document"],
        summary: "One document with its versions",
        querystring: documentIdQuery,
        response: { 200: envelope(documentItem) },
      },
      onRequest: app.optionalUser,
    },
    async (request) => ok(await getDocument(ctx.db, await viewerOf(request), request.query.id)),
  );

  app.get(
    "/document/getDocVo",
    {
      schema: {
        tags: ["document"],
        summary: "One document with its parent and children",
        querystring: documentIdQuery,
        response: { 200: envelope(documentFamily) },
      },
      onRequest: app.optionalUser,
    },
    async (request) =>
      ok(await getDocumentWithFamily(ctx.db, await viewerOf(request), request.query.id)),
  );

  app.get(
    "/document/getChildDoc",
    {
      schema: {
        tags: ["document"],
        summary: "The documents that are parts or annexes of this one",
        querystring: documentIdQuery,
        response: { 200: envelope(z.array(documentItem)) },
      },
      onRequest: app.optionalUser,
    },
    async (request) => ok(await childDocuments(ctx.db, await viewerOf(request), request.query.id)),
  );

  app.get(
    "/document/getParentDoc",
    {
      schema: {
        tags: ["document"],
        summary: "The ancestors of a document, nearest first",
        querystring: documentIdQuery,
        response: { 200: envelope(z.array(documentItem)) },
      },
      onRequest: app.optionalUser,
    },
    async (request) => ok(await parentDocuments(ctx.db, await viewerOf(request), request.query.id)),
  );

  app.get(
    "/document/downloadDocument",
    {
      schema: {
        tags: ["document"],
        summary: "Downloads the latest version (401/403 by the access level)",
        querystring: documentIdQuery,
        ...fileAnswer,
      },
      ...withoutHeadRoute,
      onRequest: app.optionalUser,
    },
    async (request, reply) =>
      sendFile(
        reply,
        await openDownload(ctx, await viewerOf(request), { documentId: request.query.id }),
      ),
  );

  app.get(
    "/document/download",
    {
      schema: {
        tags: ["document"],
        summary: "Downloads one version (401/403 by the access level)",
        querystring: z.object({ versionId: recordIdFromText }),
        ...fileAnswer,
      },
      ...withoutHeadRoute,
      onRequest: app.optionalUser,
    },
    async (request, reply) =>
      sendFile(
        reply,
        await openDownload(ctx, await viewerOf(request), { versionId: request.query.versionId }),
      ),
  );

  app.get(
    "/document/downloadFile",
    {
      schema: {
        tags: ["document"],
        summary: "Downloads a version of a document, or its latest (401/403 by the access level)",
        querystring: downloadFileQuery,
        ...fileAnswer,
      },
      ...withoutHeadRoute,
      onRequest: app.optionalUser,
    },
    async (request, reply) =>
      sendFile(
        reply,
        await openDownload(ctx, await viewerOf(request), {
          documentId: request.query.id,
          versionId: request.query.versionId,
        }),
      ),
  );

  app.get(
    "/document/downloadWithWatermark",
    {
      schema: {
        tags: ["document"],
        summary: "Downloads a PDF stamped with your nickname, masked phone and the date",
        security,
        querystring: z.object({ id: recordIdFromText, versionId: recordIdFromText.optional() }),
        produces: ["application/pdf"],
      },
      ...withoutHeadRoute,
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const { userId } = request.currentUser();
      const viewer = { ...(await viewerOf(request)), userId };
      const { bytes, fileName } = await watermarkedDownload(ctx, viewer, {
        documentId: request.query.id,
        versionId: request.query.versionId,
      });
      return sendFile(reply, {
        stream: Buffer.from(bytes),
        fileName,
        mimeType: "application/pdf",
        size: bytes.length,
      });
    },
  );

  app.get(
    "/product/downloadPackage",
    {
      schema: {
        tags: ["product"],
        summary: "A zip of the latest version of every public document of a product",
        querystring: productIdQuery,
        produces: ["application/zip"],
      },
      ...withoutHeadRoute,
      onRequest: app.optionalUser,
    },
    async (request, reply) => {
      const { fileName, archive, missingDocumentIds } = await productPackage(
        ctx,
        await viewerOf(request),
        request.query.id,
        languageFromHeader(request.headers["accept-language"]),
      );
      if (missingDocumentIds.length > 0) {
        request.log.warn({ missingDocumentIds }, "documents left out of a package: file missing");
      }
      archive.on("error", (error) => request.log.error({ err: error }, "package failed"));
      return sendFile(reply, { stream: archive, fileName, mimeType: "application/zip" });
    },
  );

  app.post(
    "/document/addProductDocument",
    {
      schema: {
        tags: ["document"],
        summary: "Adds a document with its first version (multipart, `file` beside the fields)",
        security,
        ...multipartUpload,
        response: { 200: envelope(z.object({ id: z.number() })) },
      },
      onRequest: app.requirePermission(permissions.documentWrite),
    },
    async (request) => {
      const upload = await receiveDocumentUpload(request, ctx, addDocumentFields);
      const id = await addDocument(ctx, { userId: request.currentUser().userId, ...upload });
      return ok({ id });
    },
  );

  app.post(
    "/document/addDocumentVersion",
    {
      schema: {
        tags: ["document"],
        summary: "Uploads a new version; its number must be newer than every earlier one (409)",
        security,
        ...multipartUpload,
        response: { 200: envelope(z.object({ id: z.number() })) },
      },
      onRequest: app.requirePermission(permissions.documentWrite),
    },
    async (request) => {
      const upload = await receiveDocumentUpload(request, ctx, addVersionFields);
      const id = await addVersion(ctx, { userId: request.currentUser().userId, ...upload });
      return ok({ id });
    },
  );

  app.get(
    "/document/uploadLimits",
    {
      schema: {
        tags: ["document"],
        summary: "The largest document upload and the extensions allowed (DOCUMENT_* settings)",
        security,
        response: {
          200: envelope(z.object({ maxBytes: z.number(), extensions: z.array(z.string()) })),
        },
      },
      onRequest: app.requirePermission(permissions.documentWrite),
    },
    async () =>
      ok({ maxBytes: ctx.config.documents.maxBytes, extensions: ctx.config.documents.extensions }),
  );

  app.get(
    "/document/validateProductfileVersion",
    {
      schema: {
        tags: ["document"],
        summary: "Whether a version number is newer than every version of the document",
        security,
        querystring: validateVersionQuery,
        response: { 200: envelope(z.object({ valid: z.boolean(), latest: z.string() })) },
      },
      onRequest: app.requirePermission(permissions.documentWrite),
    },
    async (request) => ok(await validateVersion(ctx.db, request.query)),
  );

  app.post(
    "/document/modifyProductDocument",
    {
      schema: {
        tags: ["document"],
        summary: "Changes a document's description, product, parent or access level",
        security,
        body: modifyDocumentBody,
        response: { 200: done },
      },
      onRequest: app.requirePermission(permissions.documentWrite),
    },
    async (request) => {
      await modifyDocument(ctx, request.body);
      return ok(null);
    },
  );

  app.post(
    "/document/removeProductDocument",
    {
      schema: {
        tags: ["document"],
        summary: "Deletes a document with its versions (409 while it has children)",
        security,
        body: documentIdBody,
        response: { 200: done },
      },
      onRequest: app.requirePermission(permissions.documentWrite),
    },
    async (request) => {
      await removeDocument(ctx, request.body.id);
      return ok(null);
    },
  );

  app.get(
    "/document/findProductDocuments",
    {
      schema: {
        tags: ["document"],
        summary: "Every document, drafts' included, for the management table",
        security,
        querystring: documentSearchQuery,
        response: { 200: envelope(pageOf(documentItem)) },
      },
      onRequest: app.requirePermission(permissions.documentWrite),
    },
    async (request) => ok(await searchDocuments(ctx.db, await viewerOf(request), request.query)),
  );

  app.get(
    "/document/downloadRecords",
    {
      schema: {
        tags: ["document"],
        summary: "Who downloaded what and when, newest first",
        security,
        querystring: downloadRecordsQuery,
        response: { 200: envelope(pageOf(downloadRecordItem)) },
      },
      onRequest: app.requirePermission(permissions.documentWrite),
    },
    async (request) => ok(await listDownloadRecords(ctx.db, request.query)),
  );

  app.post(
    "/document/feedback",
    {
      schema: {
        tags: ["document"],
        summary: "Reports a problem with a document",
        security,
        body: feedbackBody,
        response: { 200: envelope(z.object({ id: z.number() })) },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const { userId } = request.currentUser();
      const viewer = { ...(await viewerOf(request)), userId };
      return ok({ id: await submitFeedback(ctx, viewer, request.body) });
    },
  );

  app.get(
    "/document/myFeedbacks",
    {
      schema: {
        tags: ["document"],
        summary: "Your own feedback and its status, newest first",
        security,
        querystring: pageQuery,
        response: { 200: envelope(pageOf(feedbackItem)) },
      },
      onRequest: app.requireUser,
    },
    async (request) =>
      ok(await listOwnFeedback(ctx.db, request.currentUser().userId, request.query)),
  );

  app.get(
    "/document/findFeedbacks",
    {
      schema: {
        tags: ["document"],
        summary: "The feedback queue, filtered by status and keyword",
        security,
        querystring: findFeedbacksQuery,
        response: { 200: envelope(pageOf(feedbackItem)) },
      },
      onRequest: app.requirePermission(permissions.documentWrite),
    },
    async (request) => ok(await findFeedback(ctx.db, request.query)),
  );

  app.post(
    "/document/modifyFeedback",
    {
      schema: {
        tags: ["document"],
        summary: "Sets a feedback's status and reply",
        security,
        body: modifyFeedbackBody,
        response: { 200: done },
      },
      onRequest: app.requirePermission(permissions.documentWrite),
    },
    async (request) => {
      await handleFeedback(ctx, request.currentUser().userId, request.body);
      return ok(null);
    },
  );
};
