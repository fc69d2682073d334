import {
  type CompetitionState,
  competitionListFilter,
  competitionListQuery,
  competitionModifyInput,
  competitionOperateInput,
  competitionPage,
  competitionStates,
  permissions,
} from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { emptyEnvelope, envelope, ok } from "../../platform/http/envelope.ts";
import { type MessageKey, translate } from "../../platform/i18n/registry.ts";
import { rowsInBatches, sendTableExport } from "../../platform/spreadsheet/table-export.ts";
import { presentEntry } from "./present.ts";
import { entriesAfter, type ListedEntry, listEntries } from "./use-cases/list-entries.ts";
import { modifyEntry } from "./use-cases/modify-entry.ts";
import { operateEntry } from "./use-cases/operate-entry.ts";

const tags = ["competition"];

/** The staff's side of the developer competition (`#/server/game`); needs `application:manage`. */
export const competitionManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requirePermission(permissions.applicationManage));

  app.get(
    "/developerCompetition/list",
    {
      schema: {
        tags,
        summary:
          "The entries, the latest change first, by state and a keyword in team, project or module",
        security: bearerSecurity,
        querystring: competitionListQuery,
        response: { 200: envelope(competitionPage) },
      },
    },
    async (request) => {
      const page = await listEntries({ db: app.db, query: request.query });
      return ok({
        ...page,
        list: page.list.map(({ entry, contact }) => presentEntry(entry, contact)),
      });
    },
  );

  app.get(
    "/developerCompetition/exportExcel",
    {
      schema: {
        tags,
        summary: "The entries the list's filter finds, as an .xlsx streamed in batches",
        security: bearerSecurity,
        querystring: competitionListFilter,
        produces: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
      },
    },
    async (request, reply) => {
      const words = (key: MessageKey) => translate(request.language, key);
      const stateWords = Object.fromEntries(
        competitionStates.map((state) => [state, words(`competition.state.${state}`)]),
      ) as Record<CompetitionState, string>;
      const name = words("competition.export.fileName");
      return sendTableExport<ListedEntry>(request, reply, {
        fileName: `${name}.xlsx`,
        sheetName: name,
        columns: [
          { header: words("competition.export.id"), width: 8, value: ({ entry }) => entry.id },
          { header: words("competition.export.teamName"), value: ({ entry }) => entry.teamName },
          {
            header: words("competition.export.projectName"),
            width: 30,
            value: ({ entry }) => entry.projectName,
          },
          {
            header: words("competition.export.moduleModel"),
            width: 14,
            value: ({ entry }) => entry.moduleModel,
          },
          {
            header: words("competition.export.members"),
            width: 30,
            value: ({ entry }) =>
              entry.members
                .map((member) => (member.role ? `${member.name} (${member.role})` : member.name))
                .join(", "),
          },
          {
            header: words("competition.export.contact"),
            value: ({ contact }) => contact.nickname ?? "",
          },
          { header: words("competition.export.phone"), value: ({ contact }) => contact.phone },
          {
            header: words("competition.export.state"),
            width: 10,
            value: ({ entry }) => stateWords[entry.state as CompetitionState],
          },
          { header: words("competition.export.reason"), value: ({ entry }) => entry.reason },
          {
            header: words("competition.export.submittedAt"),
            value: ({ entry }) => entry.submittedAt,
          },
          {
            header: words("competition.export.description"),
            width: 60,
            value: ({ entry }) => entry.description,
          },
        ],
        rows: rowsInBatches((lastId) =>
          entriesAfter({ db: app.db, filter: request.query, lastId }),
        ),
      });
    },
  );

  app.post(
    "/developerCompetition/operate",
    {
      schema: {
        tags,
        summary: "Accepts a submitted entry, or rejects it with a reason; 409 for any other state",
        security: bearerSecurity,
        body: competitionOperateInput,
        response: { 200: envelope(z.object({ state: z.enum(competitionStates) })) },
      },
    },
    async (request) => {
      const { state, notices } = await operateEntry({
        db: app.db,
        now: app.now(),
        actor: request.currentUser(),
        input: request.body,
      });
      await app.notify(notices);
      return ok({ state });
    },
  );

  app.post(
    "/developerCompetition/modify",
    {
      schema: {
        tags,
        summary: "Corrects one field of an entry (audited; the team is told); 409 once accepted",
        security: bearerSecurity,
        body: competitionModifyInput,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      const { notices } = await modifyEntry({
        db: app.db,
        now: app.now(),
        actor: request.currentUser(),
        input: request.body,
      });
      await app.notify(notices);
      return ok(null);
    },
  );
};
