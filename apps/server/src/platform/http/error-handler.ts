import type { Language } from "@portal/shared";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { z } from "zod";
import { translate } from "../i18n/registry.ts";
import { AppError, type ErrorCode, statusOf } from "./errors.ts";

const zodLocales = {
  "zh-CN": z.locales.zhCN(),
  "en-US": z.locales.en(),
  "zh-TW": z.locales.zhTW(),
};

const unreachableDatabaseCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08006",
]);

/** Statuses Fastify's own plugins raise (body limit, rate limit, ...), worded like ours. */
const clientErrorCodes: Partial<Record<number, ErrorCode>> = {
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  413: "payload_too_large",
  429: "too_many_requests",
};

type FieldProblem = { field: string; message: string };

function describeValidation(
  language: Language,
  validation: { instancePath: string; keyword: string; message?: string; params: object }[],
): FieldProblem[] {
  return validation.map((problem) => {
    const field = problem.instancePath.replace(/^\//, "").replaceAll("/", ".");
    const custom = problem.message && problem.message !== translate(language, problem.message);
    const message = custom
      ? translate(language, problem.message ?? "")
      : (zodLocales[language].localeError({
          ...problem.params,
          code: problem.keyword,
        } as never) as string | undefined) ||
        problem.message ||
        "";
    return { field, message: typeof message === "string" ? message : String(message) };
  });
}

function databaseErrorCode(error: unknown): ErrorCode | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") {
      if (unreachableDatabaseCodes.has(code)) return "service_unavailable";
      if (code === "23505" || code === "23503") return "conflict";
    }
    const message = (current as { message?: unknown }).message;
    if (
      typeof message === "string" &&
      /Connection terminated|PGlite is closed|pool after calling end|connect ECONNREFUSED/i.test(
        message,
      )
    ) {
      return "service_unavailable";
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function send(
  reply: FastifyReply,
  status: number,
  msg: string,
  data: unknown = undefined,
): FastifyReply {
  return reply.status(status).send({ code: status, msg, data: data ?? null });
}

/** Turns every thrown error into the envelope, translated into the request's language. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const { language } = request;
      if (error instanceof AppError) {
        const status = statusOf(error.code);
        // 511 "session lost" is a client condition that merely borrows a 5xx number.
        if (status >= 500 && error.code !== "session_lost") {
          request.log.error({ err: error }, "request failed");
        }
        const fieldProblems = error.options.fields?.map(({ field, messageKey }) => ({
          field,
          message: translate(language, messageKey, error.options.params),
        }));
        return send(
          reply,
          status,
          translate(language, error.messageKey, error.options.params),
          fieldProblems ?? error.options.data,
        );
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const problems = describeValidation(language, error.validation);
        const msg = problems
          .map((problem) =>
            problem.field ? `${problem.field}: ${problem.message}` : problem.message,
          )
          .join("; ");
        return send(reply, 400, msg, problems);
      }
      const databaseCode = databaseErrorCode(error);
      if (databaseCode) {
        if (databaseCode === "service_unavailable") {
          request.log.error({ err: error }, "database unreachable");
        }
        return send(reply, statusOf(databaseCode), translate(language, `error.${databaseCode}`));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const code = clientErrorCodes[status] ?? "bad_request";
        return send(reply, status, translate(language, `error.${code}`));
      }
      request.log.error({ err: error }, "request failed");
      return send(reply, 500, translate(language, "error.internal"));
    });

    app.setNotFoundHandler((request, reply) => {
      const { language } = request;
      return send(reply, 404, translate(language, "error.not_found"));
    });
  },
  { name: "error-handler" },
);
