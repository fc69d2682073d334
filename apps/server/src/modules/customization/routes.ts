import {
  customizationApplyInput,
  customizationAssignee,
  customizationAttachment,
  customizationAttachmentExtensions,
  customizationAttachmentQuery,
  customizationDealInput,
  customizationDetail,
  customizationFilter,
  customizationFollowUpInput,
  customizationIdQuery,
  customizationLimits,
  customizationListQuery,
  customizationMineQuery,
  customizationSummary,
  pageOf,
  permissions,
} from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { emptyEnvelope, envelope, idEnvelope, ok } from "../../platform/http/envelope.ts";
import { sendFile, withoutHeadRoute } from "../../platform/http/send-file.ts";
import { translate } from "../../platform/i18n/registry.ts";
import {
  type ExportColumn,
  rowsInBatches,
  sendTableExport,
} from "../../platform/spreadsheet/table-export.ts";
import { receiveOwnedUpload } from "../../platform/storage/owned-uploads.ts";
import { attachmentKind, viewerOf } from "./access.ts";
import { nameOf, presentDetail, presentSummary } from "./present.ts";
import { applyCustomization } from "./use-cases/apply-customization.ts";
import { dealCustomization, followUpCustomization } from "./use-cases/deal-customization.ts";
import { getCustomization } from "./use-cases/get-customization.ts";
import { listAssignees } from "./use-cases/list-assignees.ts";
import {
  exportBatch,
  type ListedCustomization,
  listCustomizations,
  listOwnCustomizations,
} from "./use-cases/list-customizations.ts";
import { openCustomizationAttachment } from "./use-cases/open-attachment.ts";

const tags = ["customization"];
const base = "/service/customized";

/**
 * Private customization: members send and follow their requests; staff with
 * `application:manage` list, assign, answer, close and export them. Files stay private.
 */
export const customizationRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = app.requirePermission(permissions.applicationManage);

  app.post(
    `${base}/apply`,
    {
      schema: {
        tags,
        summary: "Sends a request for a customized module or firmware; attachments from /upload",
        security: bearerSecurity,
        body: customizationApplyInput,
        response: { 200: idEnvelope },
      },
      onRequest: app.requireUser,
    },
    async (request) =>
      ok({
        id: await applyCustomization({
          db: app.db,
          store: app.privateFiles,
          now: app.now(),
          userId: request.currentUser().userId,
          input: request.body,
        }),
      }),
  );

  app.post(
    `${base}/upload`,
    {
      schema: {
        tags,
        summary: "Uploads one private attachment (at most 20 MB) for a request or a reply",
        security: bearerSecurity,
        consumes: ["multipart/form-data"],
        response: { 200: envelope(customizationAttachment) },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const file = await request.file({
        limits: { fileSize: customizationLimits.attachmentMaxBytes },
      });
      return ok(
        await receiveOwnedUpload({
          store: app.privateFiles,
          kind: attachmentKind,
          userId: request.currentUser().userId,
          file,
          maxBytes: customizationLimits.attachmentMaxBytes,
          types: { extensions: customizationAttachmentExtensions },
        }),
      );
    },
  );

  app.get(
    `${base}/getCustomizedInfo`,
    {
      schema: {
        tags,
        summary: "A request with its replies, for its applicant and staff (404 for anybody else)",
        security: bearerSecurity,
        querystring: customizationIdQuery,
        response: { 200: envelope(customizationDetail) },
      },
      onRequest: app.requireUser,
    },
    async (request) =>
      ok(
        presentDetail(
          await getCustomization({
            db: app.db,
            viewer: viewerOf(request.currentUser()),
            id: request.query.id,
          }),
        ),
      ),
  );

  app.get(
    `${base}/findMine`,
    {
      schema: {
        tags,
        summary: "The signed-in member's own requests, newest first, paged",
        security: bearerSecurity,
        querystring: customizationMineQuery,
        response: { 200: envelope(pageOf(customizationSummary)) },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const page = await listOwnCustomizations({
        db: app.db,
        userId: request.currentUser().userId,
        query: request.query,
      });
      return ok({ ...page, list: page.list.map(presentSummary) });
    },
  );

  app.post(
    `${base}/followUp`,
    {
      schema: {
        tags,
        summary: "The applicant adds a message to their request while it is not closed (409)",
        security: bearerSecurity,
        body: customizationFollowUpInput,
        response: { 200: emptyEnvelope },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      await followUpCustomization(
        {
          db: app.db,
          store: app.privateFiles,
          now: app.now(),
          actorId: request.currentUser().userId,
        },
        request.body,
      );
      return ok(null);
    },
  );

  app.get(
    `${base}/attachment`,
    {
      schema: {
        tags,
        summary: "Downloads a file of a request or its replies, for its applicant and staff",
        security: bearerSecurity,
        querystring: customizationAttachmentQuery,
        produces: ["application/octet-stream"],
      },
      ...withoutHeadRoute,
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const file = await openCustomizationAttachment({
        db: app.db,
        store: app.privateFiles,
        viewer: viewerOf(request.currentUser()),
        id: request.query.id,
        key: request.query.key,
      });
      return sendFile(reply, {
        stream: file.stream,
        fileName: file.name,
        mimeType: file.mimeType,
        size: file.size,
      });
    },
  );

  app.get(
    `${base}/find`,
    {
      schema: {
        tags,
        summary: "Staff's table of requests by state, keyword and assignee, paged",
        security: bearerSecurity,
        querystring: customizationListQuery,
        response: { 200: envelope(pageOf(customizationSummary)) },
      },
      onRequest: staffOnly,
    },
    async (request) => {
      const page = await listCustomizations({ db: app.db, query: request.query });
      return ok({ ...page, list: page.list.map(presentSummary) });
    },
  );

  app.get(
    `${base}/assignees`,
    {
      schema: {
        tags,
        summary: "The staff members a request may be assigned to",
        security: bearerSecurity,
        response: { 200: envelope(z.array(customizationAssignee)) },
      },
      onRequest: staffOnly,
    },
    async () => ok(await listAssignees(app.db)),
  );

  app.post(
    `${base}/deal`,
    {
      schema: {
        tags,
        summary: "Staff assign, reply to or close a request; 409 when it is closed",
        security: bearerSecurity,
        body: customizationDealInput,
        response: { 200: emptyEnvelope },
      },
      onRequest: staffOnly,
    },
    async (request) => {
      const notices = await dealCustomization(
        {
          db: app.db,
          store: app.privateFiles,
          now: app.now(),
          actorId: request.currentUser().userId,
        },
        request.body,
      );
      await app.notify(notices);
      return ok(null);
    },
  );

  app.get(
    `${base}/exportExcel`,
    {
      schema: {
        tags,
        summary: "The requests the filters select, as a streamed .xlsx",
        security: bearerSecurity,
        querystring: customizationFilter,
        produces: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
      },
      ...withoutHeadRoute,
      onRequest: staffOnly,
    },
    async (request, reply) => {
      const language = request.language;
      const header = (column: string) => translate(language, `customization.column.${column}`);
      const columns: ExportColumn<ListedCustomization & { id: number }>[] = [
        { header: header("id"), width: 8, value: (row) => row.id },
        { header: header("company"), width: 30, value: (row) => row.request.company },
        { header: header("contact"), value: (row) => row.request.contact },
        { header: header("phone"), value: (row) => row.request.phone },
        { header: header("email"), width: 26, value: (row) => row.request.email },
        { header: header("moduleModel"), value: (row) => row.request.moduleModel },
        { header: header("quantity"), width: 10, value: (row) => row.request.quantity },
        { header: header("requirement"), width: 60, value: (row) => row.request.requirement },
        {
          header: header("state"),
          width: 10,
          value: (row) => translate(language, `customization.state.${row.request.state}`),
        },
        { header: header("assignee"), value: (row) => nameOf(row.assignee) },
        { header: header("replies"), width: 10, value: (row) => row.replyCount },
        { header: header("createdAt"), value: (row) => row.request.createdAt },
        { header: header("closedAt"), value: (row) => row.request.closedAt },
      ];
      return sendTableExport(request, reply, {
        fileName: "customization-requests.xlsx",
        sheetName: translate(language, "customization.exportSheet"),
        columns,
        rows: rowsInBatches(async (lastId) =>
          (await exportBatch(app.db, request.query, lastId)).map((row) => ({
            ...row,
            id: row.request.id,
          })),
        ),
      });
    },
  );
};
