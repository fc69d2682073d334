import {
  competitionAttachment,
  competitionAttachmentExtensions,
  competitionAttachmentQuery,
  competitionFormAnswer,
  competitionLimits,
  competitionSaveAnswer,
  competitionSaveInput,
  competitionStateAnswer,
} from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { envelope, ok } from "../../platform/http/envelope.ts";
import { fileAnswer, sendFile, withoutHeadRoute } from "../../platform/http/send-file.ts";
import { receiveOwnedUpload } from "../../platform/storage/owned-uploads.ts";
import { attachmentKind } from "./entry-values.ts";
import { presentEntry } from "./present.ts";
import { getOwnEntry } from "./use-cases/get-own-entry.ts";
import { openAttachment } from "./use-cases/open-attachment.ts";
import { saveEntry } from "./use-cases/save-entry.ts";

const tags = ["competition"];

/** The team's side of the developer competition: its own entry, for signed-in members. */
export const competitionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/developerCompetition/upload",
    {
      schema: {
        tags,
        summary: `A file for the member's entry (documents, slides, archives, pictures; at most ${competitionLimits.attachmentMaxBytes / 1024 / 1024} MB, checked by its bytes), kept privately; a save names it`,
        security: bearerSecurity,
        consumes: ["multipart/form-data"],
        response: { 200: envelope(competitionAttachment) },
      },
      onRequest: [app.requireUser, app.limitPerUser("competition-upload")],
    },
    async (request) =>
      ok(
        await receiveOwnedUpload({
          store: app.privateFiles,
          kind: attachmentKind,
          userId: request.currentUser().userId,
          file: await request.file({
            limits: { fileSize: competitionLimits.attachmentMaxBytes },
          }),
          maxBytes: competitionLimits.attachmentMaxBytes,
          types: {
            extensions: competitionAttachmentExtensions,
            refusal: "competition.attachmentType",
          },
        }),
      ),
  );

  app.post(
    "/developerCompetition/save",
    {
      schema: {
        tags,
        summary:
          "Creates the member's entry or changes it while a draft or rejected (409 once submitted or accepted); as a draft, or submitted with `submit`",
        security: bearerSecurity,
        body: competitionSaveInput,
        response: { 200: envelope(competitionSaveAnswer) },
      },
      onRequest: [app.requireUser, app.limitPerUser("competition-save")],
    },
    async (request) => {
      const { saved, notices } = await saveEntry({
        db: app.db,
        now: app.now(),
        userId: request.currentUser().userId,
        input: request.body,
      });
      await app.notify(notices);
      return ok(saved);
    },
  );

  app.get(
    "/developerCompetition/getApplicationState",
    {
      schema: {
        tags,
        summary: "The member's entry's state and a rejection's reason; null when they have none",
        security: bearerSecurity,
        response: { 200: envelope(competitionStateAnswer) },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const entry = await getOwnEntry({ db: app.db, userId: request.currentUser().userId });
      if (!entry) return ok(null);
      const { id, state, reason } = presentEntry(entry);
      return ok({ id, state, reason });
    },
  );

  app.get(
    "/developerCompetition/getApplicationForm",
    {
      schema: {
        tags,
        summary: "The member's whole entry for the form; null when they have none",
        security: bearerSecurity,
        response: { 200: envelope(competitionFormAnswer) },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const entry = await getOwnEntry({ db: app.db, userId: request.currentUser().userId });
      return ok(entry ? presentEntry(entry) : null);
    },
  );

  app.get(
    "/developerCompetition/attachment",
    {
      schema: {
        tags,
        summary: "Downloads a file of an entry: for its team and for staff (404 to anybody else)",
        security: bearerSecurity,
        querystring: competitionAttachmentQuery,
        ...fileAnswer,
      },
      ...withoutHeadRoute,
      onRequest: app.requireUser,
    },
    async (request, reply) =>
      sendFile(
        reply,
        await openAttachment({
          db: app.db,
          store: app.privateFiles,
          viewer: request.currentUser(),
          id: request.query.id,
          key: request.query.key,
        }),
      ),
  );
};
