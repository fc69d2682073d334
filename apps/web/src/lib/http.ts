import { businessLimits } from "@portal/shared";
import { i18n } from "../i18n/i18n.ts";
import { useAppStore } from "./app-store.ts";
import { fileNameFromDisposition } from "./content-disposition.ts";
import { showError } from "./feedback.ts";
import { hasFieldProblems } from "./field-errors.ts";
import { takeEarlyAnswer } from "./http-early-answers.ts";
import { failureAction, statusMessage } from "./http-status.ts";
import { currentRoutePath, navigateTo } from "./navigation.ts";
import { loginPathFor } from "./redirect.ts";
import { currentToken, endSession, markSessionLost } from "./session.ts";
import { isStaleRecordFailure } from "./stale-record.ts";

/** A failed call: the HTTP status (0 when no answer came), the message shown and the body's data. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly msg: string,
    readonly data: unknown = null,
    /** The client showed no toast: the form that sent the request shows the fields it names. */
    readonly leftToForm = false,
  ) {
    super(msg);
    this.name = "HttpError";
  }
}

export type QueryValue = string | number | boolean | null | undefined;

/** A file to download through the client (it carries the session, a link cannot). */
export type DownloadRequest = {
  path: string;
  query: Record<string, QueryValue>;
  fallbackName: string;
};

export type RequestOptions = {
  query?: Record<string, QueryValue>;
  /** A bearer token to send instead of the session cookie's. */
  token?: string;
  /** Headers of the call's own beside the session and language (a chat visitor's id). */
  headers?: Record<string, string>;
  /** Do not show the error toast (the caller shows the failure itself). */
  quiet?: boolean;
  /**
   * A form sends this: when the answer names fields (a 400 or 409 with field problems), the
   * form shows them under its fields (showServerFieldErrors) instead of a toast saying the same;
   * a save from a stale version is left to the form's useStaleRecordGuard.
   */
  fieldErrorsInForm?: boolean;
  /**
   * What a 401/511 does: "redirect" (default) follows the spec's catalogue; "forget" only
   * drops the stale session (background checks on public pages); "none" leaves everything
   * as it is (sign-in calls, whose 401 means wrong credentials).
   */
  onUnauthorized?: "redirect" | "forget" | "none";
  signal?: AbortSignal;
};

type Envelope = { code?: unknown; data?: unknown; msg?: unknown; desc?: unknown };

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const parameters = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") parameters.set(key, String(value));
  }
  const text = parameters.toString();
  return text ? `${path}${path.includes("?") ? "&" : "?"}${text}` : path;
}

function baseHeaders(options: RequestOptions): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Accept-Language": useAppStore.getState().language,
  };
  const token = options.token ?? currentToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return { ...headers, ...options.headers };
}

function fallbackMessage(status: number): string {
  const { key, values } = statusMessage(status);
  return i18n.t(key, values);
}

/** Carries out what the catalogue asks after a failure (sign-in redirect, session lost). */
function followFailure(status: number, options: RequestOptions): void {
  const action = failureAction(status);
  if (action === "none" || options.onUnauthorized === "none") return;
  if (options.onUnauthorized === "forget") {
    if (action === "sessionLost") markSessionLost();
    else endSession();
    return;
  }
  const current = currentRoutePath();
  if (action === "sessionLost") {
    markSessionLost();
    navigateTo("/login?isLose=1", { replace: true });
    return;
  }
  endSession();
  const onLoginPage = /^\/(server\/)?login(\?|$)/.test(current);
  if (!onLoginPage) navigateTo(loginPathFor(current), { replace: true });
}

function fail(status: number, body: Envelope | null, options: RequestOptions): never {
  const serverText =
    typeof body?.msg === "string" && body.msg !== "" && body.msg !== "ok"
      ? body.msg
      : typeof body?.desc === "string" && body.desc !== ""
        ? body.desc
        : null;
  const text = serverText ?? fallbackMessage(status);
  const data = body?.data ?? null;
  const leftToForm =
    options.fieldErrorsInForm === true &&
    (hasFieldProblems({ status, data }) || isStaleRecordFailure({ status, data }));
  if (!options.quiet && !leftToForm) showError(text);
  followFailure(status, options);
  throw new HttpError(status, text, data, leftToForm);
}

/** Applies the envelope: `{code: 200, data}` answers data; anything else fails with its message. */
function settle<T>(status: number, body: Envelope | null, options: RequestOptions): T {
  if (status >= 200 && status < 300 && body && body.code === 200) return body.data as T;
  // A 2xx whose body says otherwise still failed: the body's code is then the status that counts.
  const effective =
    status >= 200 && status < 300 && typeof body?.code === "number" ? body.code : status;
  return fail(effective, body, options);
}

function parseBody(text: string): Envelope | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" ? (value as Envelope) : null;
  } catch {
    return null;
  }
}

async function request<T>(
  method: "GET" | "POST",
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers = baseHeaders(options);
  const url = buildUrl(path, options.query);
  if (method === "GET") {
    const early = await takeEarlyAnswer(url, headers);
    if (early) return settle<T>(early.status, parseBody(early.text), options);
  }
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body);
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, businessLimits.httpTimeoutMs);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener("abort", forwardAbort, { once: true });

  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: payload,
      signal: controller.signal,
      credentials: "same-origin",
    });
    text = await response.text();
  } catch (error) {
    // Cancelled by the caller (a query that is no longer needed): no message, just stop.
    if (options.signal?.aborted) throw error;
    return fail(timedOut ? 408 : 0, null, options);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", forwardAbort);
  }
  return settle<T>(response.status, parseBody(text), options);
}

export type UploadOptions = RequestOptions & {
  /** Called with 0 to 100 as the file is sent. */
  onProgress?: (percent: number) => void;
};

/** Multipart upload with progress (fetch cannot report upload progress, XMLHttpRequest can). */
function upload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", buildUrl(path, options.query));
    xhr.timeout = businessLimits.httpTimeoutMs;
    for (const [name, value] of Object.entries(baseHeaders(options))) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && options.onProgress) {
        options.onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    const settleWith = (run: () => T) => {
      try {
        resolve(run());
      } catch (error) {
        reject(error);
      }
    };
    xhr.onload = () =>
      settleWith(() => settle<T>(xhr.status, parseBody(xhr.responseText), options));
    xhr.onerror = () => settleWith(() => fail(0, null, options));
    xhr.ontimeout = () => settleWith(() => fail(408, null, options));
    xhr.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
    options.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

export type DownloadOptions = RequestOptions & {
  /** Called with 0 to 100 as the file arrives (only when the server sends its length). */
  onProgress?: (percent: number) => void;
  /** The file name used when the answer names none. */
  fallbackName?: string;
};

/** Hands bytes to the browser to save under `name`. */
function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * A file's bytes, fetched with the session header (and the call's own `headers`) that an
 * `<img>`, `<audio>` or link cannot send, for the page to show through an object URL. A
 * failure answers the envelope like any other call.
 */
async function fetchBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  const { Accept: _envelopeOnly, ...headers } = baseHeaders(options);
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      headers,
      signal: options.signal ?? null,
      credentials: "same-origin",
    });
    if (response.ok) return await response.blob();
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return fail(0, null, options);
  }
  return fail(response.status, parseBody(await response.text().catch(() => "")), options);
}

/**
 * Downloads a file with the session header (links cannot carry it) and hands it to the browser
 * to save. A failure answers the envelope like any other call, so the error catalogue applies.
 */
function download(path: string, options: DownloadOptions = {}): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("GET", buildUrl(path, options.query));
    xhr.responseType = "blob";
    xhr.timeout = businessLimits.httpTimeoutMs;
    for (const [name, value] of Object.entries(baseHeaders(options))) {
      if (name !== "Accept") xhr.setRequestHeader(name, value);
    }
    xhr.onprogress = (event) => {
      if (event.lengthComputable && options.onProgress) {
        options.onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      const blob = xhr.response as Blob;
      if (xhr.status >= 200 && xhr.status < 300) {
        const name =
          fileNameFromDisposition(xhr.getResponseHeader("content-disposition")) ??
          options.fallbackName ??
          "download";
        saveBlob(blob, name);
        resolve(name);
        return;
      }
      blob
        .text()
        .then((text) => fail(xhr.status, parseBody(text), options))
        .catch(reject);
    };
    xhr.onerror = () => {
      try {
        fail(0, null, options);
      } catch (error) {
        reject(error);
      }
    };
    xhr.ontimeout = () => {
      try {
        fail(408, null, options);
      } catch (error) {
        reject(error);
      }
    };
    xhr.onabort = () => reject(new DOMException("Download cancelled", "AbortError"));
    options.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send();
  });
}

/** The one HTTP client of the web: the envelope, the error catalogue and the session header. */
/** One file sent as the multipart field `file`, the form most upload paths take. */
function uploadFile<T>(path: string, file: File, options: UploadOptions = {}): Promise<T> {
  const form = new FormData();
  form.append("file", file);
  return upload<T>(path, form, options);
}

export const http = {
  get: <T>(path: string, options?: RequestOptions) => request<T>("GET", path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>("POST", path, body ?? {}, options),
  upload,
  uploadFile,
  download,
  fetchBlob,
  saveBlob,
};
