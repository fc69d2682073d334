import { instanceHeader, servedByHeader } from "./balancer.ts";

/**
 * The API over real HTTP, for tests of server processes (`api-client.ts` is the same for an app
 * in the test's own process, through `inject`): `httpApi(url).as(token).on("a").get(path)`.
 */

type Query = Record<string, string | number | undefined>;

/** An answer with its envelope taken apart (undefined fields when it is a file). */
export type HttpAnswer = {
  status: number;
  code: number | undefined;
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field, as JSON is
  data: any;
  msg: string | undefined;
  headers: Headers;
  /** The instance that answered, as the balancer names it ("" straight from a server). */
  servedBy: string;
  bytes: Buffer;
};

export function httpApi(baseUrl: string, headers: Record<string, string> = {}) {
  const derive = (name: string, value: string) => httpApi(baseUrl, { ...headers, [name]: value });

  async function send(method: "GET" | "POST", route: string, query?: Query, body?: unknown) {
    const url = new URL(route, baseUrl);
    for (const [name, value] of Object.entries(query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    const json = body !== undefined && !(body instanceof FormData);
    const response = await fetch(url, {
      method,
      headers: { ...headers, ...(json ? { "content-type": "application/json" } : {}) },
      body: json ? JSON.stringify(body) : (body as FormData | undefined),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    let envelope: { code?: number; data?: unknown; msg?: string } = {};
    if (response.headers.get("content-type")?.startsWith("application/json")) {
      envelope = JSON.parse(bytes.toString("utf8"));
    }
    return {
      status: response.status,
      code: envelope.code,
      data: envelope.data,
      msg: envelope.msg,
      headers: response.headers,
      servedBy: response.headers.get(servedByHeader) ?? "",
      bytes,
    } satisfies HttpAnswer;
  }

  return {
    /** Calls with `Authorization: Bearer token`. */
    as: (token: string) => derive("authorization", `Bearer ${token}`),
    /** Asks the balancer for the instance `name`. */
    on: (name: string) => derive(instanceHeader, name),
    language: (tag: string) => derive("accept-language", tag),
    /** Says the client is at `address` (believed from a proxy TRUST_PROXY names). */
    from: (address: string) => derive("x-forwarded-for", address),
    get: (route: string, query?: Query) => send("GET", route, query),
    post: (route: string, body: unknown = {}, query?: Query) => send("POST", route, query, body),
  };
}

export type HttpApi = ReturnType<typeof httpApi>;

/** The data of a set-up call that must succeed; otherwise an error naming `what`. */
export function acknowledged(answer: HttpAnswer, what: string) {
  if (answer.status !== 200 || answer.code !== 200) {
    throw new Error(`${what} failed with ${answer.status}: ${answer.bytes.toString("utf8")}`);
  }
  return answer.data;
}
