import {
  managedSampleApplication,
  pageOf,
  permissions,
  sampleFilters,
  sampleManagementQuery,
} from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { envelope, ok } from "../../platform/http/envelope.ts";
import { translate } from "../../platform/i18n/registry.ts";
import { sendTableExport } from "../../platform/spreadsheet/table-export.ts";
import { applicantName, presentManagedSampleApplication, shippingAddress } from "./present.ts";
import { exportSampleApplications } from "./use-cases/export-sample-applications.ts";
import { listSampleApplications } from "./use-cases/list-sample-applications.ts";

const tags = ["samples"];

/** The management list of sample applications and its export; needs `application:manage`. */
export const samplesManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requirePermission(permissions.applicationManage));

  app.get(
    "/application/queryAllApplications",
    {
      schema: {
        tags,
        summary: "Every member's sample applications, newest first, by state, product and keyword",
        security: bearerSecurity,
        querystring: sampleManagementQuery,
        response: { 200: envelope(pageOf(managedSampleApplication)) },
      },
    },
    async (request) => {
      const page = await listSampleApplications({ db: app.db, query: request.query });
      return ok({
        ...page,
        list: page.list.map((row) => presentManagedSampleApplication(row, request.language)),
      });
    },
  );

  app.get(
    "/application/exportExcel",
    {
      schema: {
        tags,
        summary: "The applications the list's filters match, streamed as .xlsx",
        security: bearerSecurity,
        querystring: sampleFilters,
      },
    },
    async (request, reply) => {
      const { language } = request;
      const header = (key: Parameters<typeof translate>[1]) => translate(language, key);
      return sendTableExport(request, reply, {
        fileName: "sample-applications.xlsx",
        sheetName: header("samples.export.sheet"),
        rows: exportSampleApplications({ db: app.db, filters: request.query }),
        columns: [
          { header: header("samples.export.id"), width: 8, value: (row) => row.id },
          {
            header: header("samples.export.createdAt"),
            value: (row) => row.application.createdAt,
          },
          { header: header("samples.export.applicant"), value: applicantName },
          { header: header("samples.export.product"), value: (row) => row.product.model },
          {
            header: header("samples.export.quantity"),
            width: 8,
            value: (row) => row.application.quantity,
          },
          {
            header: header("samples.export.purpose"),
            width: 40,
            value: (row) => row.application.purpose,
          },
          {
            header: header("samples.export.contactName"),
            value: (row) => row.application.contactName,
          },
          { header: header("samples.export.phone"), value: (row) => row.application.phone },
          { header: header("samples.export.address"), width: 40, value: shippingAddress },
          {
            header: header("samples.export.state"),
            width: 10,
            value: (row) => header(`samples.state.${row.application.state}` as const),
          },
          { header: header("samples.export.reason"), value: (row) => row.application.reason },
          { header: header("samples.export.carrier"), value: (row) => row.application.carrier },
          {
            header: header("samples.export.trackingNumber"),
            value: (row) => row.application.trackingNumber,
          },
        ],
      });
    },
  );
};
