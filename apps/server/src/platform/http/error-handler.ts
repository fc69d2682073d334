import { describeValidationIssue, type Language, type ValidationMessageKey } from "@portal/shared";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { translate } from "../i18n/registry.ts";
import { AppError, type ErrorCode, statusOf } from "./errors.ts";

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

/** Request faults Fastify and its plugins raise, each with the status and words it answers. */
const requestFaults: Partial<Record<string, { status: number; key: ValidationMessageKey }>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: "validation.body.malformedJson" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: "validation.body.malformedJson" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: "validation.body.unsupportedType" },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 400, key: "validation.upload.malformed" },
  FST_MP_PREMATURE_CLOSE: { status: 400, key: "validation.upload.malformed" },
  FST_PROTO_VIOLATION: { status: 400, key: "validation.upload.malformed" },
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, key: "validation.upload.malformed" },
  FST_PARTS_LIMIT: { status: 413, key: "validation.upload.tooManyParts" },
  FST_FILES_LIMIT: { status: 413, key: "validation.upload.tooManyParts" },
  FST_FIELDS_LIMIT: { status: 413, key: "validation.upload.tooManyParts" },
};

/**
 * The multipart parser (busboy) fails with plain errors and no code: a missing, empty or
 * oversized boundary, or a body that ends before its closing boundary.
 */
const malformedMultipartMessages = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^The needle cannot/,
  /^Unexpected end of multipart data$/,
  /terminated early due to unexpected end of multipart data$/,
  /^Unsupported Content-Type\.$/,
  /^Missing Content-Type-header\.$/,
];

function requestFaultOf(error: FastifyError) {
  const known = typeof error.code === "string" ? requestFaults[error.code] : undefined;
  if (known) return known;
  if (malformedMultipartMessages.some((pattern) => pattern.test(error.message ?? ""))) {
    return { status: 400, key: "validation.upload.malformed" as const };
  }
  return undefined;
}

type FieldProblem = { field: string; message: string };

type ValidationProblem = {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
};

/** The value the request sent at a validation path ("" is the whole part). */
function sentValue(part: unknown, segments: string[]): unknown {
  let current = part;
  for (const segment of segments) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/**
 * Each failed check as `field: message` in the caller's language: a schema's own message key is
 * translated, any other check is described from its kind and bounds (see
 * `describeValidationIssue`), told apart from a value left out by looking at what was sent.
 */
function describeValidation(
  language: Language,
  validation: ValidationProblem[],
  sent: unknown,
): FieldProblem[] {
  return validation.map((problem) => {
    const segments = problem.instancePath.split("/").filter(Boolean);
    const field = segments.join(".");
    const ownMessage = problem.message ?? "";
    const translated = translate(language, ownMessage);
    if (ownMessage && translated !== ownMessage) return { field, message: translated };
    const message = describeValidationIssue(language, {
      ...problem.params,
      code: problem.keyword,
      given: sentValue(sent, segments) !== undefined,
      atRoot: segments.length === 0,
    });
    return { field, message };
  });
}

/** The part of the request a validation failure is about, as it was sent. */
function validatedPart(request: FastifyRequest, context: string | undefined): unknown {
  if (context === "querystring") return request.query;
  if (context === "params") return request.params;
  if (context === "headers") return request.headers;
  return request.body;
}

/** A unique value taken (23505), a foreign key refused (23503) or restricted (23001). */
const conflictCodes = new Set(["23505", "23503", "23001"]);

/**
 * What a database failure means for the caller. SQLSTATE class 22 (data exception: a number out
 * of range, text the column cannot hold such as NUL, a value too long) is a bad input the
 * schemas missed, so it answers 400, not 500.
 */
function databaseErrorCode(error: unknown): ErrorCode | "invalid_value" | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") {
      if (unreachableDatabaseCodes.has(code)) return "service_unavailable";
      if (conflictCodes.has(code)) return "conflict";
      if (/^22[0-9A-Z]{3}$/.test(code)) return "invalid_value";
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
        // 511 "session lost" is a client condition that merely borrows a 5xx number; a refusal
        // under overload is the server working as meant, and logging each would add to the load;
        // a feature left unconfigured is the installation's choice, not a failure.
        const expected = ["session_lost", "overloaded", "not_configured"].includes(error.code);
        if (status >= 500 && !expected) {
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
        const problems = describeValidation(
          language,
          error.validation as unknown as ValidationProblem[],
          validatedPart(request, error.validationContext),
        );
        const msg = problems
          .map((problem) =>
            problem.field ? `${problem.field}: ${problem.message}` : problem.message,
          )
          .join("; ");
        return send(reply, 400, msg, problems);
      }
      const fault = requestFaultOf(error);
      if (fault) return send(reply, fault.status, translate(language, fault.key));
      const databaseCode = databaseErrorCode(error);
      if (databaseCode === "invalid_value") {
        request.log.warn({ err: error }, "the database refused a value the schemas let through");
        return send(reply, 400, translate(language, "validation.database.invalidValue"));
      }
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
  { name: "error-handler", dependencies: ["i18n"] },
);
