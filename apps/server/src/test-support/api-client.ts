import type { HTTPMethods, LightMyRequestResponse } from "fastify";
import type { App } from "../app.ts";

/** A file part of a multipart body. */
export type UploadFile = { name: string; bytes: Uint8Array; type?: string };

/** Query parameters; an undefined value is left out. */
type Query = Record<string, string | number | boolean | undefined>;

type RequestOptions = {
  query?: Query;
  headers?: Record<string, string>;
};

/**
 * What a request carries: an object as JSON, FormData as multipart (see `multipart`), or text
 * and bytes as they are, for bodies a test breaks on purpose (give their content-type header).
 */
type Body = object | string | Buffer;

/** Who calls: a bearer token, anything holding one (a signed-in user), or nobody. */
type Caller = string | { token: string } | null | undefined;

/**
 * An answer with its JSON envelope taken apart. `code`, `data` and `msg` are undefined when the
 * answer is not an envelope (a download, a static file): read `bytes` or `text` then.
 */
type ApiAnswer<Data> = {
  status: number;
  code: number | undefined;
  data: Data;
  msg: string | undefined;
  headers: LightMyRequestResponse["headers"];
  bytes: Buffer;
  text: string;
  response: LightMyRequestResponse;
};

type Settings = {
  headers: Record<string, string>;
  remoteAddress: string | undefined;
};

/**
 * The API as a test calls it: `api(testApp).as(token).get(url)`. Each of `as`, `language`,
 * `header` and `from` answers a new client, so a file can keep one client per caller.
 */
export function api(testApp: { app: App }) {
  return client(testApp.app, { headers: {}, remoteAddress: undefined });
}

export type ApiClient = ReturnType<typeof api>;

function client(app: App, settings: Settings) {
  const derive = (changes: Partial<Settings>) => client(app, { ...settings, ...changes });

  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field, as response.json() was
  async function send<Data = any>(
    method: HTTPMethods,
    url: string,
    body?: Body,
    options: RequestOptions = {},
  ): Promise<ApiAnswer<Data>> {
    const response = await app.inject({
      method,
      url,
      query: queryStrings(options.query),
      headers: { ...settings.headers, ...options.headers },
      ...(settings.remoteAddress ? { remoteAddress: settings.remoteAddress } : {}),
      ...(body instanceof FormData ? { body } : body === undefined ? {} : { payload: body }),
    });
    const envelope = readEnvelope(response);
    return {
      status: response.statusCode,
      code: envelope?.code,
      data: envelope?.data as Data,
      msg: envelope?.msg,
      headers: response.headers,
      bytes: response.rawPayload,
      text: response.body,
      response,
    };
  }

  return {
    /** Calls as `caller`; null or undefined calls anonymously. */
    as(caller: Caller) {
      const token = typeof caller === "string" ? caller : caller?.token;
      const { authorization: _previous, ...headers } = settings.headers;
      return derive({
        headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
      });
    },
    /** Sends the header `name` with every request. */
    header(name: string, value: string) {
      return derive({ headers: { ...settings.headers, [name.toLowerCase()]: value } });
    },
    /** Sends `Accept-Language: tag`. */
    language(tag: string) {
      return derive({ headers: { ...settings.headers, "accept-language": tag } });
    },
    /** Calls from the client address `remoteAddress`. */
    from(remoteAddress: string) {
      return derive({ remoteAddress });
    },
    send,
    // biome-ignore lint/suspicious/noExplicitAny: see send
    get<Data = any>(url: string, options?: RequestOptions) {
      return send<Data>("GET", url, undefined, options);
    },
    // biome-ignore lint/suspicious/noExplicitAny: see send
    post<Data = any>(url: string, body: Body = {}, options?: RequestOptions) {
      return send<Data>("POST", url, body, options);
    },
  };
}

/** The data of a set-up call that must succeed; otherwise an error naming `what` and the answer. */
export function dataOf<Data>(answer: ApiAnswer<Data>, what: string): Data {
  if (answer.status !== 200) {
    throw new Error(`${what} failed with ${answer.status}: ${answer.text}`);
  }
  return answer.data;
}

function queryStrings(query: Query | undefined) {
  if (!query) return undefined;
  const strings: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) strings[name] = String(value);
  }
  return strings;
}

function readEnvelope(response: LightMyRequestResponse) {
  if (!String(response.headers["content-type"] ?? "").startsWith("application/json")) return;
  try {
    const body = response.json() as { code?: number; data?: unknown; msg?: string };
    return { code: body.code, data: body.data, msg: body.msg };
  } catch {
    // No envelope (a HEAD answer has no body): the test reads `status` and `text`.
    return undefined;
  }
}

/** A multipart body with the parts in the order given; a file part is an `UploadFile`. */
export function multipart(parts: Record<string, string | number | UploadFile | undefined>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (value === undefined) continue;
    if (typeof value === "object") {
      const type = value.type ?? "application/octet-stream";
      form.append(name, new Blob([new Uint8Array(value.bytes)], { type }), value.name);
    } else {
      form.append(name, String(value));
    }
  }
  return form;
}
