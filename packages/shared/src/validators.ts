import { businessLimits, weakCredentialStrings } from "./constants.ts";

/** Loose mobile check of the spec: 1, then 3-9, then 4 to 8 more digits. */
export function isMobile(value: unknown): boolean {
  const text = String(value ?? "").trim();
  if (text === "" || Number.isNaN(Number(text))) return false;
  return /^1[3-9]\d{4,8}$/.test(text);
}

/** E-mail check of the spec: local part of letters, digits, - and _, domain labels joined by dots. */
export function isEmail(value: unknown): boolean {
  return /^[A-Za-z0-9_-]+@[A-Za-z0-9]+(\.[A-Za-z0-9]+)+$/.test(String(value ?? ""));
}

const specialCharacters =
  /[`~!@#$%^&*()+=|{}':;',\\[\].<>/?~！@#￥%…&*（）—+|{}【】‘；：”“’。，、？"]/;

/** True when the text contains a punctuation or symbol character. */
export function hasSpecialCharacters(value: string): boolean {
  return specialCharacters.test(value);
}

/** Empty means null, undefined, the empty string or an empty array. */
export function isEmpty(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    value === "" ||
    (Array.isArray(value) && value.length === 0)
  );
}

/**
 * A real mainland mobile number for SMS: 11 digits starting 1[3-9], after removing
 * spaces, dashes and a +86 / 0086 prefix. Answers the normalised number or null.
 */
export function normalizeMainlandMobile(value: string): string | null {
  let digits = value.replace(/[\s-]/g, "");
  if (digits.startsWith("+86")) digits = digits.slice(3);
  else if (digits.startsWith("0086")) digits = digits.slice(4);
  return /^1[3-9]\d{9}$/.test(digits) ? digits : null;
}

/** Hides the four digits from the 8th to the 5th from the end: 13812345678 -> 138****5678. */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return "";
  if (phone.length < 8) return phone;
  const end = phone.length - 4;
  return `${phone.slice(0, end - 4)}****${phone.slice(end)}`;
}

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

/**
 * Formats a date with Y, m, d, H, i, s tokens (default Y-m-d). A value in year 0001, the
 * placeholder of "no date", and an unparseable value give the empty string.
 */
export function formatDate(value: Date | string | number | null | undefined, pattern = "Y-m-d") {
  if (value === null || value === undefined || value === "") return "";
  if (typeof value === "string" && value.startsWith("0001")) return "";
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime()) || date.getFullYear() === 1) return "";
  const parts: Record<string, string> = {
    Y: String(date.getFullYear()),
    m: pad(date.getMonth() + 1),
    d: pad(date.getDate()),
    H: pad(date.getHours()),
    i: pad(date.getMinutes()),
    s: pad(date.getSeconds()),
  };
  return pattern.replace(/[YmdHis]/g, (token) => parts[token] ?? token);
}

/** Numbers with three or more decimal places are shown to two; others as they are. */
export function formatDecimal(value: number): string {
  const text = String(value);
  const decimals = text.split(".")[1];
  if (decimals && decimals.length >= 3) return value.toFixed(businessLimits.decimalPlacesShown);
  return text;
}

/** Calls `action` once the calls have stopped for `waitMs` (200 ms by default). */
export function debounce<Args extends unknown[]>(
  action: (...args: Args) => void,
  waitMs: number = businessLimits.debounceMs,
): ((...args: Args) => void) & { cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: Args) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      action(...args);
    }, waitMs);
  };
  debounced.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}

/** The weak strings of the spec found in a password, compared case-insensitively. */
export function findWeakStrings(password: string): string[] {
  const lower = password.toLowerCase();
  return weakCredentialStrings.filter((weak) => lower.includes(weak));
}

/** How many of the classes letters, digits and symbols a password uses. */
export function countCharacterClasses(password: string): number {
  return [/[A-Za-z]/, /\d/, /[^A-Za-z\d]/].filter((pattern) => pattern.test(password)).length;
}

/** Control characters (C0, DEL, C1) and surrogates not paired with their other half. */
const untypeableInSingleLine = /[\p{Cc}\p{Cs}]/u;
/** The same, but tab and line breaks, which a multi-line field takes. */
const untypeableInMultiLine = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

/**
 * True when the text holds a character nobody types: a control character (tab and line breaks
 * are typed in multi-line fields) or half of a surrogate pair.
 */
export function hasUntypeableCharacters(text: string, { multiLine = false } = {}): boolean {
  return (multiLine ? untypeableInMultiLine : untypeableInSingleLine).test(text);
}

/**
 * Characters a name may not hold because they are invisible or change how the text around them
 * reads: controls and line breaks, format characters (zero-width space, joiners, word joiner,
 * byte order mark, direction marks, embeddings, overrides and isolates), line and paragraph
 * separators, and lone surrogates.
 */
const invisibleOrDirectional = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;

/** True when a name holds an invisible, control or direction character (see above). */
export function hasInvisibleCharacters(text: string): boolean {
  return invisibleOrDirectional.test(text);
}

/** True when more than half of the text is white space, or trimmed it is shorter than `minLength`. */
export function isMostlyWhiteSpace(text: string, minLength: number): boolean {
  const spaces = text.match(/\s/gu)?.length ?? 0;
  return text.trim().length < minLength || spaces * 2 > text.length;
}
