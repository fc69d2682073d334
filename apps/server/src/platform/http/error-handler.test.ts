import { sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testDatabaseDriver } from "../../test-support/test-database.ts";
import type { DatabaseConnection } from "../db/client.ts";
import { i18nPlugin } from "../i18n/i18n-plugin.ts";
import { errorHandlerPlugin } from "./error-handler.ts";

/*
 * The handler alone, behind routes that fail as the database and the multipart parser do, so
 * each mapping is tested without having to find an input the schemas let through.
 */

let app: FastifyInstance;
let database: DatabaseConnection;
beforeAll(async () => {
  database = await openTestDatabase();
  app = Fastify({ logger: false });
  await app.register(i18nPlugin);
  await app.register(errorHandlerPlugin);
  app.get<{ Querystring: { statement: string } }>("/query", async (request) => {
    const statements: Record<string, ReturnType<typeof sql>> = {
      outOfRange: sql`select ${"2147483648"}::integer`,
      invalidText: sql`select ${"abc"}::integer`,
      nul: sql`select ${"a\u0000b"}::text`,
    };
    const statement = statements[request.query.statement];
    if (!statement) throw new Error("unknown statement");
    await database.db.execute(statement);
    return { ok: true };
  });
  app.get<{ Querystring: { code: string } }>("/fail", async (request) => {
    throw Object.assign(new Error("database refused"), { code: request.query.code });
  });
  app.get<{ Querystring: { message: string } }>("/busboy", async (request) => {
    throw new Error(request.query.message);
  });
  app.post("/json", async (request) => ({ body: request.body }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

function get(url: string, language = "en-US") {
  return app.inject({ url, headers: { "accept-language": language } });
}

describe(`PostgreSQL data errors (SQLSTATE class 22) on ${testDatabaseDriver}`, () => {
  it.each([
    ["an integer out of range (22003)", "outOfRange"],
    ["invalid text for an integer (22P02)", "invalidText"],
    ["NUL in a text (22021)", "nul"],
  ])("answers 400 for %s raised by the real driver", async (_name, statement) => {
    const response = await get(`/query?statement=${statement}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      msg: "A value in the request is out of range or holds characters that cannot be stored",
      data: null,
    });
  });

  it.each(["22001", "22003", "22007", "22008", "22012", "22P02", "22021", "22023"])(
    "answers 400 for %s, in the caller's language",
    async (code) => {
      const response = await get(`/fail?code=${code}`, "zh-CN");
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toBe("请求中的某个值超出范围或包含无法保存的字符");
    },
  );

  it("still answers 500 for other failures and 409 for a duplicate or a refused foreign key", async () => {
    expect((await get("/fail?code=42P01")).statusCode).toBe(500);
    for (const code of ["23505", "23503", "23001"]) {
      expect((await get(`/fail?code=${code}`)).statusCode).toBe(409);
    }
  });
});

describe("multipart parser failures", () => {
  it.each([
    "Multipart: Boundary not found",
    "Boundary required",
    "The needle cannot be an empty String/Buffer.",
    "The needle cannot have a length bigger than 256.",
    "Unexpected end of multipart data",
    "Part terminated early due to unexpected end of multipart data",
    "Preamble terminated early due to unexpected end of multipart data",
  ])("answers 400 'the upload was malformed' for busboy's %j", async (message) => {
    const response = await get(`/busboy?message=${encodeURIComponent(message)}`, "zh-TW");
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe("上傳的資料格式錯誤或不完整，請重新上傳");
  });

  it.each([
    ["FST_INVALID_MULTIPART_CONTENT_TYPE", 400],
    ["FST_MP_PREMATURE_CLOSE", 400],
    ["FST_PROTO_VIOLATION", 400],
    ["FST_INVALID_JSON_FIELD_ERROR", 400],
    ["FST_PARTS_LIMIT", 413],
    ["FST_FILES_LIMIT", 413],
    ["FST_FIELDS_LIMIT", 413],
  ])("answers %s with %i and a message", async (code, status) => {
    const response = await get(`/fail?code=${code}`);
    expect(response.statusCode).toBe(status);
    expect(response.json().msg).toMatch(/^The upload (was malformed|has too many)/);
  });
});

describe("request bodies", () => {
  function post(payload: string, contentType: string, language = "en-US") {
    return app.inject({
      method: "POST",
      url: "/json",
      payload,
      headers: { "content-type": contentType, "accept-language": language },
    });
  }

  it.each([
    ["en-US", "The request body is not valid JSON"],
    ["zh-CN", "请求体不是有效的 JSON"],
    ["zh-TW", "請求內容不是有效的 JSON"],
  ])("says a malformed JSON body is not valid JSON (%s)", async (language, message) => {
    const response = await post('{"id": 1,', "application/json", language);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(message);
  });

  it("says an empty JSON body is not valid JSON either", async () => {
    const response = await post("", "application/json");
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe("The request body is not valid JSON");
  });

  it("answers 415 with what to send for a body type nobody parses", async () => {
    const response = await post("<a/>", "application/xml");
    expect(response.statusCode).toBe(415);
    expect(response.json().msg).toMatch(/^This kind of request body is not accepted/);
  });
});
