import { languages } from "@portal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "./test-support/accounts.ts";
import { type ApiClient, api } from "./test-support/api-client.ts";
import { buildTestApp, type TestApp } from "./test-support/test-app.ts";
import { testDatabaseDriver } from "./test-support/test-database.ts";

/*
 * Every route of the OpenAPI document, driven with generated bad input as an anonymous
 * visitor, a member and a staff member: no answer may be a 5xx, and every error answer must
 * carry a message. The inputs come from a seeded generator, so a failure is reproduced by
 * running again with the seed it prints (BAD_INPUT_SEED=...).
 *
 * Nothing is left out: routes without input still get the bodies, query strings and broken
 * uploads below. Sign-out runs last for each role, since it ends the session the role's
 * other requests use. Each request comes from an address of its own, so that the per-address
 * rate limits do not answer 429 in the inputs' place.
 */

const seed = Number(process.env.BAD_INPUT_SEED ?? 20_240_610);
/** mulberry32: a small seeded generator, enough to pick inputs reproducibly. */
function seededRandom(start: number) {
  let state = start >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const random = seededRandom(seed);
function pick<T>(values: readonly T[], count: number): T[] {
  const pool = [...values];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) {
    picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0] as T);
  }
  return picked;
}

const hundredKilobytes = 100 * 1024;

/**
 * Values for a JSON field, by kind: every field gets the first of each kind and one more, so that
 * each kind of bad input reaches each field whatever the seed.
 */
const badJsonValues: Record<string, readonly unknown[]> = {
  outOfRange: [2_147_483_648, 2 ** 53 + 2, -1, 0, 1e308, "2147483648"],
  notWholeNumber: [1.5, "1.5", "abc", "", " "],
  untypeable: [
    "a\u0000b",
    "\u0000",
    "\u0001\u0008\u001b\u001f",
    "\u007f\u0085\u009f",
    "\ud800 lone surrogate",
    "\u202eoverride\u200b",
    "line\nbreak\ttab",
  ],
  huge: [
    "x".repeat(hundredKilobytes),
    "\u0000".repeat(hundredKilobytes),
    "模".repeat(hundredKilobytes / 3),
    Array.from({ length: 1000 }, () => "a"),
    JSON.parse(`${"[".repeat(200)}${"]".repeat(200)}`),
  ],
  wrongType: [null, true, [], [null, 2_147_483_648], {}, { $gt: "" }, "' OR 1=1 --"],
};

/** Values for a query or path parameter by kind, percent-encoded where raw bytes are needed. */
const badTextValues: Record<string, readonly string[]> = {
  outOfRange: ["2147483648", "99999999999999999999", "-1", "0", "1e400", "1,2147483648"],
  notWholeNumber: ["1.5", "0x10", "abc", "", "%20", "true", "1,1,1,1,1,1"],
  untypeable: ["a%00b", "%00", "%01%1B%7F", "%C2%85", "%ED%A0%80", "%E2%80%AE%E2%80%8B"],
  huge: ["x".repeat(hundredKilobytes), "%00".repeat(hundredKilobytes / 3)],
  malformed: ["%zz", "%", "%5B%5D", "%F0%9F"],
};

/** The first value of each kind (the column's edge, NUL, ...) and one more of any kind. */
function fromEachKind<T>(kinds: Record<string, readonly T[]>): T[] {
  const firsts = Object.values(kinds).map(([first]) => first as T);
  const others = Object.values(kinds).flatMap(([, ...rest]) => rest);
  return [...firsts, ...pick(others, 1)];
}

/** The first `always` values, which every route gets, and `more` picked from the others. */
function firstsAndPicked<T>(values: readonly T[], always: number, more: number): T[] {
  return [...values.slice(0, always), ...pick(values.slice(always), more)];
}

/** Whole bodies that are not the JSON object a route expects; the first two go to every route. */
const malformedJsonBodies: readonly string[] = [
  '{"id": 1',
  "",
  "{",
  "[1,",
  '{"a": 1}}',
  "nul",
  "\u0000",
  "\ufeff{}",
  "null",
  "[]",
  '"text"',
  "123",
  '{"__proto__": {"polluted": true}}',
  '{"constructor": {"prototype": {"polluted": true}}}',
  `{"a": "${"x".repeat(hundredKilobytes)}"}`,
];

type Request = {
  method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  /** What the input is, for the report of a failure. */
  label: string;
};

const boundary = "bad-input-boundary";
const multipartType = `multipart/form-data; boundary=${boundary}`;
const filePartHead = (name: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`;
const pngStart = "\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR";

/**
 * Multipart bodies a client could break: no boundary, cut off, oversized, doubled, polluted; the
 * first two go to every route.
 */
const brokenMultipart: readonly { label: string; contentType: string; body: string }[] = [
  { label: "multipart without a boundary", contentType: "multipart/form-data", body: "abc" },
  {
    label: "multipart cut off in a file",
    contentType: multipartType,
    body: `${filePartHead("a.png")}${pngStart}`,
  },
  {
    label: "multipart with an empty boundary",
    contentType: "multipart/form-data; boundary=",
    body: "abc",
  },
  {
    label: "multipart with a 300-character boundary",
    contentType: `multipart/form-data; boundary=${"b".repeat(300)}`,
    body: "abc",
  },
  { label: "multipart with no parts", contentType: multipartType, body: "" },
  {
    label: "multipart cut off in the part headers",
    contentType: multipartType,
    body: `--${boundary}\r\nContent-Disposition: form-da`,
  },
  {
    label: "multipart with two files",
    contentType: multipartType,
    body: `${filePartHead("a.png")}${pngStart}\r\n${filePartHead("b.png")}${pngStart}\r\n--${boundary}--\r\n`,
  },
  {
    label: "multipart with a __proto__ field",
    contentType: multipartType,
    body: `--${boundary}\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--${boundary}--\r\n`,
  },
  {
    label: "multipart with NUL in the fields and the file name",
    contentType: multipartType,
    body: `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\na\u0000b\r\n--${boundary}\r\nContent-Disposition: form-data; name="id"\r\n\r\n2147483648\r\n${filePartHead("a\u0000.png")}${pngStart}\r\n--${boundary}--\r\n`,
  },
  {
    label: "multipart with an empty file",
    contentType: multipartType,
    body: `${filePartHead("empty.pdf")}\r\n--${boundary}--\r\n`,
  },
];

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
  minimum?: number;
};

/** A value of the schema's type: the frame the bad values are put into one at a time. */
function plausibleValue(schema: JsonSchema | undefined): unknown {
  if (!schema) return "text";
  if (schema.enum) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const option = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (option) return plausibleValue(option);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "integer":
    case "number":
      return Math.max(1, schema.minimum ?? 1);
    case "boolean":
      return true;
    case "array":
      return [];
    case "object":
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [name, plausibleValue(schema.properties?.[name])]),
      );
    default:
      return "text";
  }
}

type Operation = {
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** The generated requests of one route: each parameter, field and whole body in turn. */
function requestsFor(method: Request["method"], path: string, operation: Operation): Request[] {
  const requests: Request[] = [];
  const parameters = operation.parameters ?? [];
  const pathParameters = parameters.filter((parameter) => parameter.in === "path");
  const queryParameters = parameters.filter((parameter) => parameter.in === "query");
  const headerParameters = parameters.filter((parameter) => parameter.in === "header");
  const fillPath = (values: Record<string, string> = {}) =>
    path.replace(/\{(\w+)\}/g, (_whole, name: string) => values[name] ?? "1");
  const withQuery = (url: string, query: string) => (query ? `${url}?${query}` : url);

  for (const parameter of pathParameters) {
    for (const value of fromEachKind(badTextValues)) {
      const url = fillPath({ [parameter.name]: value });
      requests.push({ method, url, label: `path ${parameter.name}=${value.slice(0, 40)}` });
    }
  }
  const url = fillPath();
  for (const parameter of queryParameters) {
    for (const value of fromEachKind(badTextValues)) {
      requests.push({
        method,
        url: withQuery(url, `${parameter.name}=${value}`),
        label: `query ${parameter.name}=${value.slice(0, 40)}`,
      });
    }
    requests.push({
      method,
      url: withQuery(url, `${parameter.name}=1&${parameter.name}=2`),
      label: `query ${parameter.name} twice`,
    });
  }
  if (queryParameters.length > 0) {
    const everyOne = queryParameters
      .map((parameter) => `${parameter.name}=${pick(Object.values(badTextValues).flat(), 1)[0]}`)
      .join("&");
    requests.push({ method, url: withQuery(url, everyOne), label: "every query parameter bad" });
  }
  // A header the route reads (the chat visitor's id beside a chat file): each kind of bad text.
  for (const parameter of headerParameters) {
    for (const value of fromEachKind(badTextValues)) {
      requests.push({
        method,
        url,
        headers: { [parameter.name]: value },
        label: `header ${parameter.name}=${value.slice(0, 40)}`,
      });
    }
  }
  requests.push({ method, url: withQuery(url, "unexpected=a%00b"), label: "an extra parameter" });
  if (method === "GET") return requests;

  const json = (payload: string, label: string): Request => ({
    method,
    url,
    payload,
    headers: { "content-type": "application/json" },
    label,
  });
  const schema = operation.requestBody?.content?.["application/json"]?.schema;
  const frame = plausibleValue(schema ?? { type: "object" }) as Record<string, unknown>;
  for (const [name, fieldSchema] of Object.entries(schema?.properties ?? {})) {
    for (const value of fromEachKind(badJsonValues)) {
      const body = { ...frame, [name]: value };
      requests.push(json(JSON.stringify(body), `field ${name}=${String(value).slice(0, 40)}`));
    }
    if (schema?.required?.includes(name)) {
      const { [name]: _left, ...rest } = frame;
      requests.push(json(JSON.stringify(rest), `field ${name} left out`));
    }
    if (fieldSchema.type === "object" || fieldSchema.type === "array") {
      requests.push(json(JSON.stringify({ ...frame, [name]: "text" }), `field ${name} as text`));
    }
  }
  requests.push(json(JSON.stringify({ ...frame, unexpected: "a\u0000b" }), "an extra field"));
  for (const body of firstsAndPicked(malformedJsonBodies, 2, 3)) {
    requests.push(json(body, `JSON body ${JSON.stringify(body.slice(0, 40))}`));
  }
  requests.push({
    method,
    url,
    payload: "id=1",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    label: "a form-encoded body",
  });
  requests.push({
    method,
    url,
    payload: JSON.stringify(frame),
    headers: { "content-type": "text/plain" },
    label: "JSON sent as text/plain",
  });
  for (const broken of firstsAndPicked(brokenMultipart, 2, 3)) {
    requests.push({
      method,
      url,
      payload: Buffer.from(broken.body, "latin1"),
      headers: { "content-type": broken.contentType },
      label: broken.label,
    });
  }
  return requests;
}

type Role = { name: string; client: ApiClient };
type Failure = { role: string; request: string; input: string; status: number; body: string };

let testApp: TestApp;
let roles: Role[];
beforeAll(async () => {
  // Each role repeats every member write dozens of times: the per-user limits would answer them.
  testApp = await buildTestApp({
    MEMBER_WRITES_PER_MINUTE: "100000",
    MEMBER_WRITES_PER_DAY: "100000",
  });
  const anonymous = api(testApp);
  roles = [
    { name: "anonymous", client: anonymous },
    { name: "member", client: anonymous.as(await signedIn(testApp)) },
    { name: "staff", client: anonymous.as(await signedIn(testApp, { roles: ["administrator"] })) },
  ];
});
afterAll(async () => {
  await testApp.close();
});

describe(`every route with generated bad input (${testDatabaseDriver})`, () => {
  it("never answers 5xx and always says what went wrong", { timeout: 600_000 }, async () => {
    const started = performance.now();
    const document = testApp.app.swagger() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const routes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method.toUpperCase() as Request["method"],
        path,
        operation,
      })),
    );
    // Sign-out ends the session each role's other requests use.
    routes.sort(
      (left, right) =>
        Number(left.path.endsWith("/logout")) - Number(right.path.endsWith("/logout")),
    );
    const generated = routes.map((route) => requestsFor(route.method, route.path, route.operation));
    const inputs = generated.reduce((sum, requests) => sum + requests.length, 0);

    const failures: Failure[] = [];
    const statuses = new Map<string, number>();
    let sent = 0;
    for (const role of roles) {
      for (const requests of generated) {
        for (const request of requests) {
          const language = languages[Math.floor(random() * languages.length)] ?? "zh-CN";
          const answer = await answerTo(request, role.client.language(language), sent);
          sent += 1;
          const statusClass =
            answer.status === 429 ? "429" : `${Math.floor(answer.status / 100)}xx`;
          statuses.set(statusClass, (statuses.get(statusClass) ?? 0) + 1);
          const failed = answer.status >= 500 || (answer.status >= 400 && !hasMessage(answer.body));
          if (failed) {
            failures.push({
              role: role.name,
              request: `${request.method} ${request.url.slice(0, 120)}`,
              input: request.label,
              status: answer.status,
              body: answer.body.slice(0, 200),
            });
          }
        }
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `bad input on ${testDatabaseDriver}: ${routes.length} routes × ${inputs} inputs in all ` +
        `(${(inputs / routes.length).toFixed(1)} a route) × ${roles.length} roles ` +
        `(${roles.map((role) => role.name).join(", ")}) = ${sent} requests in ${seconds} s, ` +
        `seed ${seed}; answers ${[...statuses]
          .sort()
          .map(([status, count]) => `${status}: ${count}`)
          .join(", ")}; ` +
        `${failures.length} answered 5xx or without a message`,
    );
    expect(failures.slice(0, 20)).toEqual([]);
    // The per-account limits (sign-in failures, SMS per phone) may still answer some.
    expect(statuses.get("429") ?? 0).toBeLessThan(sent / 50);
  });
});

/**
 * The status and body of the answer; a download cut off after its first bytes (the route had
 * already answered 200 when it failed) counts as a server failure.
 */
async function answerTo(request: Request, caller: ApiClient, sequence: number) {
  try {
    const answer = await caller
      .from(`10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`)
      .send(request.method, request.url, request.payload, { headers: request.headers });
    return { status: answer.status, body: answer.text };
  } catch (error) {
    return { status: 500, body: `the answer broke off: ${String(error)}` };
  }
}

function hasMessage(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { msg?: unknown };
    return typeof parsed.msg === "string" && parsed.msg.trim() !== "";
  } catch {
    return false;
  }
}
