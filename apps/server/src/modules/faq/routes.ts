import {
  contentIdQuery,
  faqGroup,
  faqItem,
  faqListQuery,
  faqType,
  keywordFilter,
  pageOf,
} from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, ok } from "../../platform/http/envelope.ts";
import { presentFaq, presentFaqGroup, presentFaqType } from "./present.ts";
import { getFaq } from "./use-cases/get-faq.ts";
import { listFaqGroups } from "./use-cases/list-faq-groups.ts";
import { listFaqTypes } from "./use-cases/list-faq-types.ts";
import { listFaqs } from "./use-cases/list-faqs.ts";
import { localizeFaq, localizeFaqs, localizeFaqTypes } from "./use-cases/localize-faqs.ts";

const tags = ["faq"];

/** The knowledge base as everybody reads it: published questions and their types. */
export const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/faq/queryAll",
    {
      schema: {
        tags,
        summary: "Every FAQ type in order with its published questions, searched by keyword",
        querystring: z.object({ keyword: keywordFilter }),
        response: { 200: envelope(z.array(faqGroup)) },
      },
    },
    async (request) => {
      const groups = await listFaqGroups({
        db: app.db,
        keyword: request.query.keyword,
        search: app.searchIndex,
      });
      const types = await localizeFaqTypes(app.db, groups, request.language);
      const faqs = await localizeFaqs(
        app.db,
        groups.flatMap((group) => group.faqs),
        request.language,
      );
      return ok(
        types.map((type) =>
          presentFaqGroup({ ...type, faqs: faqs.filter((faq) => faq.typeId === type.id) }),
        ),
      );
    },
  );

  app.get(
    "/faq/getFaqList",
    {
      schema: {
        tags,
        summary: "Published questions of a type or matching a keyword, paged",
        querystring: faqListQuery,
        response: { 200: envelope(pageOf(faqItem)) },
      },
    },
    async (request) => {
      const page = await listFaqs({
        db: app.db,
        query: request.query,
        publishedOnly: true,
        search: app.searchIndex,
      });
      const list = await localizeFaqs(app.db, page.list, request.language);
      return ok({ ...page, list: list.map(presentFaq) });
    },
  );

  app.get(
    "/faq/queryFaq",
    {
      schema: {
        tags,
        summary: "One published question",
        querystring: contentIdQuery,
        response: { 200: envelope(faqItem) },
      },
    },
    async (request) => {
      const row = await getFaq({ db: app.db, id: request.query.id });
      return ok(presentFaq(await localizeFaq(app.db, row, request.language)));
    },
  );

  app.get(
    "/faqType/getFaqTypeList",
    {
      schema: {
        tags,
        summary: "Every FAQ type in order, with how many questions it holds",
        response: { 200: envelope(z.array(faqType)) },
      },
    },
    async (request) => {
      const types = await localizeFaqTypes(
        app.db,
        await listFaqTypes({ db: app.db }),
        request.language,
      );
      return ok(types.map(presentFaqType));
    },
  );
};
