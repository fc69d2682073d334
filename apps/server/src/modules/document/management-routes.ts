import {
  addDocumentFields,
  addVersionFields,
  documentFamily,
  documentItem,
  documentSearchQuery,
  documentTranslationInput,
  documentTranslations as documentTranslationsAnswer,
  downloadRecordItem,
  feedbackItem,
  findFeedbacksQuery,
  modifyDocumentBody,
  modifyFeedbackBody,
  pageOf,
  pageQuery,
  permissions,
  recordId,
  recordIdFromText,
  validateVersionQuery,
} from "@portal/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { emptyEnvelope, envelope, idEnvelope, ok } from "../../platform/http/envelope.ts";
import { subscriberPostOf } from "../subscription/use-cases/tell-subscribers.ts";
import { languagePaths } from "../translation/use-cases/language-paths.ts";
import { documentTranslations } from "./document-translation-kind.ts";
import { documentsAsWritten, familyAsWritten, feedbackAsWritten } from "./localize-documents.ts";
import { documentViewerOf } from "./policy.ts";
import {
  presentDocument,
  presentDocumentFamily,
  presentDownloadRecord,
  presentFeedback,
} from "./present.ts";
import { receiveDocumentUpload } from "./upload.ts";
import { addDocument } from "./use-cases/add-document.ts";
import { addVersion } from "./use-cases/add-version.ts";
import { findFeedback } from "./use-cases/find-feedback.ts";
import { getDocumentFamily } from "./use-cases/get-document-family.ts";
import { handleFeedback } from "./use-cases/handle-feedback.ts";
import { listDownloadRecords } from "./use-cases/list-download-records.ts";
import { modifyDocument } from "./use-cases/modify-document.ts";
import { removeDocument } from "./use-cases/remove-document.ts";
import { searchDocuments } from "./use-cases/search-documents.ts";
import { validateVersion } from "./use-cases/validate-version.ts";

const documentIdBody = z.object({ id: recordId });
const downloadRecordsQuery = pageQuery.extend({ documentId: recordIdFromText.optional() });
/** Uploads are multipart: the fields are validated in the handler, beside the streamed file. */
const multipartUpload = { consumes: ["multipart/form-data"] };

/** The management area's document paths; every one needs `document:write`. */
export const documentManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requirePermission(permissions.documentWrite));
  // The site search finds a change (a translation's too) as soon as it is answered.
  app.searchIndex.catchUpAfterWrites(app);
  const uploadLimits = () => ({
    maxBytes: app.config.documents.maxBytes,
    extensions: app.config.documents.extensions,
  });
  /** A document upload's fields and stored file, with what writing it as a version needs. */
  const receiveUpload = async <Schema extends z.ZodType>(
    request: FastifyRequest,
    schema: Schema,
  ) => {
    const writing = {
      db: app.db,
      documentStore: app.privateFiles,
      now: app.now(),
      userId: request.currentUser().userId,
    };
    const upload = await receiveDocumentUpload({ request, schema, ...uploadLimits(), ...writing });
    return { ...writing, ...upload };
  };

  app.post(
    "/document/addProductDocument",
    {
      schema: {
        tags: ["document"],
        summary: "Adds a document with its first version (multipart, `file` beside the fields)",
        security: bearerSecurity,
        ...multipartUpload,
        response: { 200: idEnvelope },
      },
    },
    async (request) => {
      const { fields, ...writing } = await receiveUpload(request, addDocumentFields);
      return ok({
        id: await addDocument({ ...writing, ...fields, subscribers: subscriberPostOf(app) }),
      });
    },
  );

  app.post(
    "/document/addDocumentVersion",
    {
      schema: {
        tags: ["document"],
        summary: "Uploads a new version; its number must be newer than every earlier one (409)",
        security: bearerSecurity,
        ...multipartUpload,
        response: { 200: idEnvelope },
      },
    },
    async (request) => {
      const { fields, ...writing } = await receiveUpload(request, addVersionFields);
      return ok({
        id: await addVersion({ ...writing, ...fields, subscribers: subscriberPostOf(app) }),
      });
    },
  );

  app.get(
    "/document/uploadLimits",
    {
      schema: {
        tags: ["document"],
        summary: "The largest document upload and the extensions allowed (DOCUMENT_* settings)",
        security: bearerSecurity,
        response: {
          200: envelope(z.object({ maxBytes: z.number(), extensions: z.array(z.string()) })),
        },
      },
    },
    async () => ok(uploadLimits()),
  );

  app.get(
    "/document/validateProductfileVersion",
    {
      schema: {
        tags: ["document"],
        summary: "Whether a version number is newer than every version of the document",
        security: bearerSecurity,
        querystring: validateVersionQuery,
        response: { 200: envelope(z.object({ valid: z.boolean(), latest: z.string() })) },
      },
    },
    async (request) => ok(await validateVersion({ db: app.db, ...request.query })),
  );

  app.post(
    "/document/modifyProductDocument",
    {
      schema: {
        tags: ["document"],
        summary: "Changes a document's description, product, parent or access level",
        security: bearerSecurity,
        body: modifyDocumentBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await modifyDocument({ db: app.db, now: app.now(), ...request.body });
      return ok(null);
    },
  );

  app.post(
    "/document/removeProductDocument",
    {
      schema: {
        tags: ["document"],
        summary: "Deletes a document with its versions (409 while it has children)",
        security: bearerSecurity,
        body: documentIdBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await removeDocument({ db: app.db, documentStore: app.privateFiles, id: request.body.id });
      return ok(null);
    },
  );

  app.get(
    "/document/findProductDocuments",
    {
      schema: {
        tags: ["document"],
        summary:
          "Every document as written, drafts' included, with its other languages, for the management table",
        security: bearerSecurity,
        querystring: documentSearchQuery,
        response: { 200: envelope(pageOf(documentItem)) },
      },
    },
    async (request) => {
      const page = await searchDocuments({
        db: app.db,
        viewer: await documentViewerOf(app.db, request.auth, app.now()),
        ...request.query,
      });
      const list = await documentsAsWritten(app.db, page.list);
      return ok({ ...page, list: list.map(presentDocument) });
    },
  );

  app.get(
    "/document/downloadRecords",
    {
      schema: {
        tags: ["document"],
        summary: "Who downloaded what and when, newest first",
        security: bearerSecurity,
        querystring: downloadRecordsQuery,
        response: { 200: envelope(pageOf(downloadRecordItem)) },
      },
    },
    async (request) => {
      const page = await listDownloadRecords({ db: app.db, ...request.query });
      return ok({ ...page, list: page.list.map(presentDownloadRecord) });
    },
  );

  app.get(
    "/document/findFeedbacks",
    {
      schema: {
        tags: ["document"],
        summary: "The feedback queue, filtered by status and keyword",
        security: bearerSecurity,
        querystring: findFeedbacksQuery,
        response: { 200: envelope(pageOf(feedbackItem)) },
      },
    },
    async (request) => {
      const page = await findFeedback({ db: app.db, ...request.query });
      return ok({
        ...page,
        list: page.list.map((row) => presentFeedback(feedbackAsWritten(row), true)),
      });
    },
  );

  app.post(
    "/document/modifyFeedback",
    {
      schema: {
        tags: ["document"],
        summary: "Sets a feedback's status and reply",
        security: bearerSecurity,
        body: modifyFeedbackBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await handleFeedback({
        db: app.db,
        now: app.now(),
        staffId: request.currentUser().userId,
        ...request.body,
      });
      return ok(null);
    },
  );

  app.get(
    "/document/manageDocVo",
    {
      schema: {
        tags: ["document"],
        summary:
          "One document as written, with its parent and children, for the edit form (getDocVo answers the reader's language)",
        security: bearerSecurity,
        querystring: z.object({ id: recordIdFromText }),
        response: { 200: envelope(documentFamily) },
      },
    },
    async (request) => {
      const viewer = await documentViewerOf(app.db, request.auth, app.now());
      const family = await getDocumentFamily({ db: app.db, viewer, id: request.query.id });
      return ok(presentDocumentFamily(await familyAsWritten(app.db, family)));
    },
  );

  languagePaths(app, {
    base: "/document",
    tags: ["document"],
    words: "a document's name and description",
    kind: documentTranslations,
    input: documentTranslationInput,
    answer: documentTranslationsAnswer,
  });
};
