import {
  contentIdBody,
  faqInput,
  faqItem,
  faqListQuery,
  faqTranslationInput,
  faqTranslations,
  faqType,
  faqTypeInput,
  faqTypeSortInput,
  faqTypeTranslationInput,
  faqTypeTranslations,
  pageOf,
  permissions,
  updateFaqInput,
  updateFaqTypeInput,
} from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { emptyEnvelope, envelope, idEnvelope, ok } from "../../platform/http/envelope.ts";
import { languagePaths } from "../translation/use-cases/language-paths.ts";
import {
  faqTranslations as faqTranslationKind,
  faqTypeTranslations as faqTypeTranslationKind,
} from "./faq-translation-kinds.ts";
import { presentFaq, presentFaqType } from "./present.ts";
import { addFaq } from "./use-cases/add-faq.ts";
import { addFaqType } from "./use-cases/add-faq-type.ts";
import { deleteFaq } from "./use-cases/delete-faq.ts";
import { deleteFaqType } from "./use-cases/delete-faq-type.ts";
import { listFaqTypes } from "./use-cases/list-faq-types.ts";
import { listFaqs } from "./use-cases/list-faqs.ts";
import { faqsAsWritten, faqTypesAsWritten } from "./use-cases/localize-faqs.ts";
import { sortFaqTypes } from "./use-cases/sort-faq-types.ts";
import { updateFaq } from "./use-cases/update-faq.ts";
import { updateFaqType } from "./use-cases/update-faq-type.ts";

const tags = ["faq"];

/** The management area's questions and types, of any status; needs `content:write`. */
export const faqManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requirePermission(permissions.contentWrite));
  // The site search finds a change (a translation's too) as soon as it is answered.
  app.searchIndex.catchUpAfterWrites(app);
  const staffWrite = <Body extends z.ZodType, Answer extends z.ZodType>(
    summary: string,
    body: Body,
    answer: Answer,
  ) => ({ schema: { tags, summary, security: bearerSecurity, body, response: { 200: answer } } });

  app.get(
    "/faq/list",
    {
      schema: {
        tags,
        summary: "Management table of questions, any status",
        security: bearerSecurity,
        querystring: faqListQuery,
        response: { 200: envelope(pageOf(faqItem)) },
      },
    },
    async (request) => {
      const page = await listFaqs({ db: app.db, query: request.query, publishedOnly: false });
      const list = await faqsAsWritten(app.db, page.list);
      return ok({ ...page, list: list.map(presentFaq) });
    },
  );

  app.post("/faq/save", staffWrite("Adds a question", faqInput, idEnvelope), async (request) =>
    ok({ id: await addFaq({ db: app.db, now: app.now(), input: request.body }) }),
  );
  app.post(
    "/faq/update",
    staffWrite(
      "Edits a question; 409 when another save passed the version sent",
      updateFaqInput,
      emptyEnvelope,
    ),
    async (request) => {
      await updateFaq({ db: app.db, now: app.now(), input: request.body });
      return ok(null);
    },
  );
  app.post(
    "/faq/delete",
    staffWrite("Deletes a question", contentIdBody, emptyEnvelope),
    async (request) => {
      await deleteFaq({ db: app.db, ...request.body });
      return ok(null);
    },
  );
  app.post(
    "/faqType/addFaqType",
    staffWrite("Adds a question type", faqTypeInput, idEnvelope),
    async (request) => ok({ id: await addFaqType({ db: app.db, ...request.body }) }),
  );
  app.post(
    "/faqType/updateFaqType",
    staffWrite(
      "Renames a question type; 409 on a stale version",
      updateFaqTypeInput,
      emptyEnvelope,
    ),
    async (request) => {
      await updateFaqType({ db: app.db, ...request.body });
      return ok(null);
    },
  );
  app.post(
    "/faqType/deleteFaqType",
    staffWrite(
      "Deletes an empty question type (409 while it holds questions)",
      contentIdBody,
      emptyEnvelope,
    ),
    async (request) => {
      await deleteFaqType({ db: app.db, ...request.body });
      return ok(null);
    },
  );
  app.post(
    "/faqType/updateFaqTypeSort",
    staffWrite(
      "Orders the question types: every id once, in the order wanted",
      faqTypeSortInput,
      emptyEnvelope,
    ),
    async (request) => {
      await sortFaqTypes({ db: app.db, ...request.body });
      return ok(null);
    },
  );

  app.get(
    "/faqType/list",
    {
      schema: {
        tags,
        summary: "Management list of question types as written, with their other languages",
        security: bearerSecurity,
        response: { 200: envelope(z.array(faqType)) },
      },
    },
    async () => {
      const types = await faqTypesAsWritten(app.db, await listFaqTypes({ db: app.db }));
      return ok(types.map(presentFaqType));
    },
  );

  languagePaths(app, {
    base: "/faq",
    tags,
    words: "a question and its answer",
    kind: faqTranslationKind,
    input: faqTranslationInput,
    answer: faqTranslations,
  });

  languagePaths(app, {
    base: "/faqType",
    tags,
    words: "a question type's name",
    kind: faqTypeTranslationKind,
    input: faqTypeTranslationInput,
    answer: faqTypeTranslations,
  });
};
