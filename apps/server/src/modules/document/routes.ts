import {
  documentFamily,
  documentItem,
  documentSearchQuery,
  feedbackBody,
  feedbackItem,
  pageOf,
  pageQuery,
  productIdQuery,
  recordIdFromText,
} from "@portal/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { envelope, idEnvelope, ok } from "../../platform/http/envelope.ts";
import { fileAnswer, sendFile, withoutHeadRoute } from "../../platform/http/send-file.ts";
import { recordSearch } from "../statistics/use-cases/record-events.ts";
import { documentsInLanguage, familyInLanguage, feedbackInLanguage } from "./localize-documents.ts";
import { documentViewerOf } from "./policy.ts";
import {
  type LocalizedDocument,
  presentDocument,
  presentDocumentFamily,
  presentFeedback,
} from "./present.ts";
import { getDocument } from "./use-cases/get-document.ts";
import { getDocumentFamily } from "./use-cases/get-document-family.ts";
import { listChildDocuments } from "./use-cases/list-child-documents.ts";
import { listOwnFeedback } from "./use-cases/list-own-feedback.ts";
import { listParentDocuments } from "./use-cases/list-parent-documents.ts";
import { listProductDocuments } from "./use-cases/list-product-documents.ts";
import { openDownload } from "./use-cases/open-download.ts";
import { openWatermarkedDownload } from "./use-cases/open-watermarked-download.ts";
import { packageProductDocuments } from "./use-cases/package-product-documents.ts";
import { searchDocuments } from "./use-cases/search-documents.ts";
import { submitFeedback } from "./use-cases/submit-feedback.ts";

const documentIdQuery = z.object({ id: recordIdFromText });
const downloadFileQuery = z
  .object({ id: recordIdFromText.optional(), versionId: recordIdFromText.optional() })
  .refine((query) => query.id !== undefined || query.versionId !== undefined, {
    error: "document.downloadTarget",
    path: ["id"],
  });
/** The document centre as visitors and signed-in users use it: reading, downloading, feedback. */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const viewerOf = (request: FastifyRequest) => documentViewerOf(app.db, request.auth, app.now());
  const signedInViewerOf = async (request: FastifyRequest) => ({
    ...(await viewerOf(request)),
    userId: request.currentUser().userId,
  });
  const download = async (
    request: FastifyRequest,
    reply: FastifyReply,
    target: { documentId?: number | undefined; versionId?: number | undefined },
  ) =>
    sendFile(
      reply,
      await openDownload({
        db: app.db,
        documentStore: app.privateFiles,
        now: app.now(),
        viewer: await viewerOf(request),
        target,
        range: request.headers,
      }),
    );

  app.get(
    "/document/getProductDocuments",
    {
      schema: {
        tags: ["document"],
        summary:
          "Every document of a product in your language, each with its versions and whether you may download it",
        querystring: z.object({ productId: recordIdFromText }),
        response: { 200: envelope(z.array(documentItem)) },
      },
      onRequest: app.optionalUser,
    },
    async (request) => {
      const records = await listProductDocuments({
        db: app.db,
        viewer: await viewerOf(request),
        productId: request.query.productId,
      });
      return ok(
        (await documentsInLanguage(app.db, records, request.language)).map(presentDocument),
      );
    },
  );

  app.get(
    "/document/queryDocument",
    {
      schema: {
        tags: ["document"],
        summary:
          "Searches the document centre (a keyword finds the model, name or description in any language by the site search's rules), newest first, in your language",
        querystring: documentSearchQuery,
        response: { 200: envelope(pageOf(documentItem)) },
      },
      onRequest: app.optionalUser,
    },
    async (request) => {
      const page = await searchDocuments({
        db: app.db,
        viewer: await viewerOf(request),
        search: app.searchIndex,
        ...request.query,
      });
      recordSearch({
        db: app.db,
        now: app.now(),
        scope: "document",
        query: request.query.keyword,
        results: page.total,
      });
      const list = await documentsInLanguage(app.db, page.list, request.language);
      return ok({ ...page, list: list.map(presentDocument) });
    },
  );

  app.get(
    "/document/getDocument",
    {
      schema: {
        tags: ["document"],
        summary: "One document with its versions, in your language",
        querystring: documentIdQuery,
        response: { 200: envelope(documentItem) },
      },
      onRequest: app.optionalUser,
    },
    async (request) => {
      const viewer = await viewerOf(request);
      const document = await getDocument({ db: app.db, viewer, id: request.query.id });
      const [localized] = await documentsInLanguage(app.db, [document], request.language);
      return ok(presentDocument(localized as LocalizedDocument));
    },
  );

  app.get(
    "/document/getDocVo",
    {
      schema: {
        tags: ["document"],
        summary: "One document with its parent and children, in your language",
        querystring: documentIdQuery,
        response: { 200: envelope(documentFamily) },
      },
      onRequest: app.optionalUser,
    },
    async (request) => {
      const viewer = await viewerOf(request);
      const family = await getDocumentFamily({ db: app.db, viewer, id: request.query.id });
      return ok(presentDocumentFamily(await familyInLanguage(app.db, family, request.language)));
    },
  );

  app.get(
    "/document/getChildDoc",
    {
      schema: {
        tags: ["document"],
        summary: "The documents that are parts or annexes of this one, in your language",
        querystring: documentIdQuery,
        response: { 200: envelope(z.array(documentItem)) },
      },
      onRequest: app.optionalUser,
    },
    async (request) => {
      const viewer = await viewerOf(request);
      const children = await listChildDocuments({ db: app.db, viewer, id: request.query.id });
      return ok(
        (await documentsInLanguage(app.db, children, request.language)).map(presentDocument),
      );
    },
  );

  app.get(
    "/document/getParentDoc",
    {
      schema: {
        tags: ["document"],
        summary: "The ancestors of a document, nearest first, in your language",
        querystring: documentIdQuery,
        response: { 200: envelope(z.array(documentItem)) },
      },
      onRequest: app.optionalUser,
    },
    async (request) => {
      const viewer = await viewerOf(request);
      const parents = await listParentDocuments({ db: app.db, viewer, id: request.query.id });
      return ok(
        (await documentsInLanguage(app.db, parents, request.language)).map(presentDocument),
      );
    },
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
    async (request, reply) => download(request, reply, { documentId: request.query.id }),
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
    async (request, reply) => download(request, reply, { versionId: request.query.versionId }),
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
      download(request, reply, {
        documentId: request.query.id,
        versionId: request.query.versionId,
      }),
  );

  app.get(
    "/document/downloadWithWatermark",
    {
      schema: {
        tags: ["document"],
        summary: "Downloads a PDF stamped with your nickname, masked phone and the date",
        security: bearerSecurity,
        querystring: z.object({ id: recordIdFromText, versionId: recordIdFromText.optional() }),
        produces: ["application/pdf"],
      },
      ...withoutHeadRoute,
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const { bytes, fileName } = await openWatermarkedDownload({
        db: app.db,
        documentStore: app.privateFiles,
        now: app.now(),
        watermarkFont: app.config.documents.watermarkFont,
        viewer: await signedInViewerOf(request),
        target: { documentId: request.query.id, versionId: request.query.versionId },
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
      const { fileName, archive, missingDocumentIds } = await packageProductDocuments({
        db: app.db,
        documentStore: app.privateFiles,
        now: app.now(),
        viewer: await viewerOf(request),
        productId: request.query.id,
        language: request.language,
      });
      if (missingDocumentIds.length > 0) {
        request.log.warn({ missingDocumentIds }, "documents left out of a package: file missing");
      }
      archive.on("error", (error) => request.log.error({ err: error }, "package failed"));
      return sendFile(reply, { stream: archive, fileName, mimeType: "application/zip" });
    },
  );

  app.post(
    "/document/feedback",
    {
      schema: {
        tags: ["document"],
        summary: "Reports a problem with a document",
        security: bearerSecurity,
        body: feedbackBody,
        response: { 200: idEnvelope },
      },
      onRequest: [app.requireUser, app.limitPerUser("feedback")],
    },
    async (request) => {
      const id = await submitFeedback({
        db: app.db,
        now: app.now(),
        viewer: await signedInViewerOf(request),
        ...request.body,
      });
      return ok({ id });
    },
  );

  app.get(
    "/document/myFeedbacks",
    {
      schema: {
        tags: ["document"],
        summary: "Your own feedback and its status, newest first, documents named in your language",
        security: bearerSecurity,
        querystring: pageQuery,
        response: { 200: envelope(pageOf(feedbackItem)) },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const page = await listOwnFeedback({
        db: app.db,
        userId: request.currentUser().userId,
        ...request.query,
      });
      const list = await feedbackInLanguage(app.db, page.list, request.language);
      return ok({ ...page, list: list.map((row) => presentFeedback(row, false)) });
    },
  );
};
