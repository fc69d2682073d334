import {
  honoraryTitle,
  honoraryTitleIdBody,
  honoraryTitleInput,
  honoraryTitleTranslationInput,
  honoraryTitleTranslations as honoraryTitleTranslationsAnswer,
  permissions,
  presentPointsInput,
  publicUser,
  setHonoraryTitleInput,
  updateHonoraryTitleInput,
  userIdBody,
} from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { emptyEnvelope, envelope, idEnvelope, ok } from "../../platform/http/envelope.ts";
import type { AuditActor } from "../audit/use-cases/record-change.ts";
import { languagePaths } from "../translation/use-cases/language-paths.ts";
import { translatableHonoraryTitle } from "./honorary-title-rows.ts";
import { honoraryTitleTranslations } from "./honorary-title-translation-kind.ts";
import { presentHonoraryTitle, presentPublicMember } from "./present.ts";
import { addHonoraryTitle } from "./use-cases/add-honorary-title.ts";
import { certifyEngineer } from "./use-cases/certify-engineer.ts";
import { deleteHonoraryTitle } from "./use-cases/delete-honorary-title.ts";
import { grantPoints } from "./use-cases/grant-points.ts";
import { listHonoraryTitles } from "./use-cases/list-honorary-titles.ts";
import { setMemberHonoraryTitle } from "./use-cases/set-member-honorary-title.ts";
import { titlesOf } from "./use-cases/titles-of.ts";
import { updateHonoraryTitle } from "./use-cases/update-honorary-title.ts";

const tags = ["community"];

/** The engineer title, given and withdrawn from the users page; needs `user:certify`. */
export const engineerCertificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requirePermission(permissions.userCertify));

  for (const [path, isEngineer] of [
    ["/user/authenticateEngineer", true],
    ["/user/cancelAuthenticate", false],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary: isEngineer
            ? "Certify a member as engineer (audited; the member is told)"
            : "Withdraw the engineer title (audited)",
          security: bearerSecurity,
          body: userIdBody,
          response: { 200: envelope(publicUser) },
        },
      },
      async (request) => {
        const { user, notices } = await certifyEngineer({
          db: app.db,
          now: app.now(),
          actor: request.currentUser(),
          userId: request.body.userId,
          isEngineer,
        });
        await app.notify(notices);
        const titles = await titlesOf(app.db, [user], request.language);
        const title = titles.get(user.id) ?? { kind: "ordinary" as const, name: "" };
        return ok(presentPublicMember(user, title, app.config.siteHost));
      },
    );
  }
};

/** Honorary titles, giving them and staff point grants; needs `user:manage`. */
export const communityManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requirePermission(permissions.userManage));
  const writing = (actor: AuditActor) => ({ db: app.db, now: app.now(), actor });

  app.get(
    "/honoraryTitle/list",
    {
      schema: {
        tags,
        summary: "Every honorary title as written, in order, with holders and languages",
        security: bearerSecurity,
        response: { 200: envelope(z.array(honoraryTitle)) },
      },
    },
    async () => {
      const titles = await honoraryTitleTranslations.rowsAsWritten(
        app.db,
        await listHonoraryTitles({ db: app.db }),
        translatableHonoraryTitle,
      );
      return ok(titles.map(presentHonoraryTitle));
    },
  );

  app.post(
    "/honoraryTitle/save",
    {
      schema: {
        tags,
        summary: "Adds an honorary title (audited)",
        security: bearerSecurity,
        body: honoraryTitleInput,
        response: { 200: idEnvelope },
      },
    },
    async (request) =>
      ok({
        id: await addHonoraryTitle({ ...writing(request.currentUser()), input: request.body }),
      }),
  );

  app.post(
    "/honoraryTitle/update",
    {
      schema: {
        tags,
        summary: "Edits an honorary title (audited); 409 when another save passed the version",
        security: bearerSecurity,
        body: updateHonoraryTitleInput,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await updateHonoraryTitle({ ...writing(request.currentUser()), input: request.body });
      return ok(null);
    },
  );

  app.post(
    "/honoraryTitle/delete",
    {
      schema: {
        tags,
        summary: "Deletes an honorary title nobody holds (audited); 409 while members hold it",
        security: bearerSecurity,
        body: honoraryTitleIdBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await deleteHonoraryTitle({ ...writing(request.currentUser()), id: request.body.id });
      return ok(null);
    },
  );

  languagePaths(app, {
    base: "/honoraryTitle",
    tags,
    words: "an honorary title's name",
    kind: honoraryTitleTranslations,
    input: honoraryTitleTranslationInput,
    answer: honoraryTitleTranslationsAnswer,
  });

  app.post(
    "/user/setHonoraryTitle",
    {
      schema: {
        tags,
        summary: "Gives a member an honorary title, or takes it away with null (audited)",
        security: bearerSecurity,
        body: setHonoraryTitleInput,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await setMemberHonoraryTitle({ ...writing(request.currentUser()), ...request.body });
      return ok(null);
    },
  );

  app.post(
    "/user/systemPresentPoint",
    {
      schema: {
        tags,
        summary: "Gives (or takes) a member's points with a reason (audited; the member is told)",
        security: bearerSecurity,
        body: presentPointsInput,
        response: { 200: envelope(z.object({ balance: z.number() })) },
      },
    },
    async (request) => {
      const { balance, notices } = await grantPoints({
        ...writing(request.currentUser()),
        welcomeGrant: await app.setting("points.welcomeGrant"),
        input: request.body,
      });
      await app.notify(notices);
      return ok({ balance });
    },
  );
};
