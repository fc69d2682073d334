import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { Readable } from "node:stream";
import { contentLimits, formatBytes, type Language } from "@portal/shared";
import { fileTypeFromBuffer } from "file-type";
import type { MessageKey } from "../../../platform/i18n/registry.ts";
import { translate } from "../../../platform/i18n/registry.ts";
import type { PublicFileStore } from "../../../platform/storage/storage.ts";
import { type AddressGuard, ForbiddenAddressError, UnresolvedHostError } from "../address-guard.ts";
import { editorImageMimeTypes } from "../editor-kinds.ts";

const maxRedirects = 3;

/** Why one address was not captured; its message is the item's state. */
class CaptureRefusal extends Error {
  constructor(
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(messageKey);
  }
}

/** Connects to the address the guard already checked, so a second DNS answer cannot differ. */
function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

function request(url: URL, lookup: LookupFunction, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.get(url, { lookup, signal, headers: { accept: "image/*" } }, resolve);
    outgoing.once("error", reject);
  });
}

/** Reads at most `maxBytes` of the answer; refuses a longer one without reading it all. */
async function readLimited(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers["content-length"]);
  const tooLarge = () =>
    new CaptureRefusal("editor.captureTooLarge", { limit: formatBytes(maxBytes) });
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function fetchImage(
  source: string,
  guard: AddressGuard,
  signal: AbortSignal,
): Promise<{ bytes: Buffer; extension: string }> {
  let url = URL.parse(source);
  for (let redirects = 0; ; redirects += 1) {
    if (!url || !["http:", "https:"].includes(url.protocol)) {
      throw new CaptureRefusal("editor.captureScheme");
    }
    const [target] = await guard.resolve(url.hostname);
    if (!target) throw new CaptureRefusal("editor.captureUnresolved");
    const response = await request(url, pinnedLookup(target.address, target.family), signal);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      if (redirects >= maxRedirects) throw new CaptureRefusal("editor.captureRedirects");
      url = URL.parse(response.headers.location, url.href);
      continue;
    }
    if (status !== 200) {
      response.resume();
      throw new CaptureRefusal("editor.captureStatus", { status });
    }
    const bytes = await readLimited(response, contentLimits.editorImageMaxBytes);
    const detected = await fileTypeFromBuffer(bytes);
    if (!detected || !(editorImageMimeTypes as readonly string[]).includes(detected.mime)) {
      throw new CaptureRefusal("editor.captureType");
    }
    return { bytes, extension: detected.ext };
  }
}

function refusalOf(error: unknown, timeoutMs: number): CaptureRefusal {
  if (error instanceof CaptureRefusal) return error;
  if (error instanceof ForbiddenAddressError) return new CaptureRefusal("editor.captureAddress");
  if (error instanceof UnresolvedHostError) return new CaptureRefusal("editor.captureUnresolved");
  if (
    (error as { name?: string }).name === "AbortError" ||
    (error as { name?: string }).name === "TimeoutError"
  ) {
    return new CaptureRefusal("editor.captureTimeout", { seconds: Math.ceil(timeoutMs / 1000) });
  }
  return new CaptureRefusal("editor.captureFailed");
}

/**
 * The editor's remote image capture: each address is fetched on the server (http or https,
 * never a private, loopback or link-local address after resolving its name, unless the
 * configuration opens its range; redirects checked the same way), at most `timeoutMs`, and
 * kept when it is a PNG, JPEG, GIF or WebP picture of at most the editor's image size. Each
 * item answers SUCCESS with its new address, or why it was not captured.
 */
export async function captureRemoteImages({
  sources,
  guard,
  timeoutMs,
  publicFiles,
  language,
}: {
  sources: string[];
  guard: AddressGuard;
  timeoutMs: number;
  publicFiles: PublicFileStore;
  language: Language;
}): Promise<{ state: string; list: { source: string; state: string; url: string }[] }> {
  const list = await Promise.all(
    sources.map(async (source) => {
      try {
        const { bytes, extension } = await fetchImage(
          source,
          guard,
          AbortSignal.timeout(timeoutMs),
        );
        const { key } = await publicFiles.save("editor/images", extension, Readable.from([bytes]));
        return { source, state: "SUCCESS", url: publicFiles.url(key) };
      } catch (error) {
        const refusal = refusalOf(error, timeoutMs);
        return { source, state: translate(language, refusal.messageKey, refusal.params), url: "" };
      }
    }),
  );
  const failed = list.find((item) => item.state !== "SUCCESS");
  const anyCaptured = list.some((item) => item.state === "SUCCESS");
  return { state: anyCaptured || !failed ? "SUCCESS" : failed.state, list };
}
