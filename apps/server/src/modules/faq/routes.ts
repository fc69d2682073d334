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
import { presentFaq, presentFaqGroup } from "./present.ts";
import { getFaq } from "./use-cases/get-faq.ts";
import { listFaqGroups } from "./use-cases/list-faq-groups.ts";
import { listFaqTypes } from "./use-cases/list-faq-types.ts";
import { listFaqs } from "./use-cases/list-faqs.ts";

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
      const groups = await listFaqGroups({ db: app.db, keyword: request.query.keyword });
      return ok(groups.map(presentFaqGroup));
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
      const page = await listFaqs({ db: app.db, query: request.query, publishedOnly: true });
      return ok({ ...page, list: page.list.map(presentFaq) });
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
    async (request) => ok(presentFaq(await getFaq({ db: app.db, id: request.query.id }))),
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
    async () => ok(await listFaqTypes({ db: app.db })),
  );
};
