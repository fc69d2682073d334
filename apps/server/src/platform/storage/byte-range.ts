import { AppError } from "../http/errors.ts";

/** Bytes `start` to `end` of a file, both included (as Range and Content-Range count them). */
export type ByteRange = { start: number; end: number };

/** The headers of a request that may ask for part of a file. */
export type RangeHeaders = { range?: string | undefined; "if-range"?: string | undefined };

const singleRange = /^bytes=(\d*)-(\d*)$/;

function byteCount(digits: string): number | undefined {
  if (digits === "") return undefined;
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : undefined;
}

/**
 * The part of a file of `size` bytes whose tag is `etag` that a request asks for (RFC 9110 §14):
 * undefined for the whole file (no Range; a Range that is not one `bytes=` range, which a server
 * may ignore; an If-Range naming another version, as a resumed download of a file replaced
 * meanwhile sends), the range clipped to the file, or "unsatisfiable" when it starts past the
 * end (416).
 */
export function requestedRange(
  headers: RangeHeaders,
  size: number,
  etag: string,
): ByteRange | "unsatisfiable" | undefined {
  const { range, "if-range": ifRange } = headers;
  if (!range) return undefined;
  // A weak tag or a date never matches: only the same bytes may be resumed.
  if (ifRange !== undefined && ifRange !== etag) return undefined;
  const match = singleRange.exec(range.trim());
  if (!match) return undefined;
  const first = byteCount(match[1] ?? "");
  const last = byteCount(match[2] ?? "");
  if (first === undefined) {
    // bytes=-N: the last N bytes.
    if (last === undefined) return undefined;
    if (last === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - last), end: size - 1 };
  }
  if (last !== undefined && last < first) return undefined;
  if (first >= size) return "unsatisfiable";
  return { start: first, end: Math.min(last ?? size - 1, size - 1) };
}

/**
 * `requestedRange` for a route that answers the part itself: a range that starts past the end
 * is refused with 416, the file's size in its data.
 */
export function satisfiableRange(
  headers: RangeHeaders,
  size: number,
  etag: string,
): ByteRange | undefined {
  const range = requestedRange(headers, size, etag);
  if (range === "unsatisfiable") {
    throw new AppError("range_not_satisfiable", "error.range_not_satisfiable", {
      data: { size },
    });
  }
  return range;
}

/** A strong entity tag for a stored file: keys are never reused, so the key names its bytes. */
export function storedFileTag(key: string): string {
  return `"${key.replaceAll('"', "")}"`;
}
